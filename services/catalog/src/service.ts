import { sql, type Kysely } from 'kysely';
import { largeBodiesOf, type EdgeCacheInvalidation } from '@haat/contracts';
import { assertNoEviction, createRedis, createServiceApp, mountPlannedCalls, startOutboxRelay, type App, type ServiceDeps } from '@haat/server-kit';
import { catalogConfigSchema } from './config.ts';
import type { CatalogContext } from './context.ts';
import type { CatalogDatabase } from './database.ts';
import { mountCityRoutes } from './cities/index.ts';
import { mountLocationRoutes } from './locations/index.ts';
import { mountStoreRoutes } from './stores/index.ts';
import { mountProductRoutes } from './products/index.ts';
import { alsoInvalidatingGateways, createListingCache, createStoreListCache } from './products/listing-cache.ts';
import { CROSS_STORE_TAG, STORE_LISTS_TAG, storeTag } from './http/shared-cache.ts';
import { createCrossStoreCache } from './products/micro-cache.ts';
import { followCrossStoreInvalidations } from './products/follow-cross-store-invalidations.ts';
import { mountReviewRoutes } from './reviews/index.ts';
import { mountWishlistRoutes } from './wishlist/index.ts';
import { mountBroadcastRoutes } from './broadcasts/index.ts';
import { mountStatsRoutes } from './stats/index.ts';
import { imagesFromConfig, mountImageRoutes, moveLegacyPrivateImages, serveDeliveryPhotoRpc } from './images/index.ts';
import { consumeOrderCreated, consumeOrderItemsCancelled, serveCatalogRpc, startReservationExpiry } from './reservations/index.ts';
import { serveCartProductsRpc } from './products/cart-products-rpc.ts';
import { serveStoreWishlistersRpc } from './wishlist/store-wishlisters-rpc.ts';
import { serveBroadcastLiveRpc } from './broadcasts/broadcast-live-rpc.ts';
import { serveOwnerStore } from './stores/owner-store-rpc.ts';
import { serveReportTargetRpc } from './report-targets/index.ts';
import { seedDemoStores } from './demo/seed-demo-stores.ts';
import { seedDemoPictures } from './demo/seed-demo-pictures.ts';
import { seedDemoReviews } from './demo/seed-demo-reviews.ts';
import { seedDemoVerifications } from './demo/seed-demo-verifications.ts';
import { mountVerificationReviewRoutes } from './verification-review/index.ts';
import { mountAdminStoreRoutes } from './admin-stores/index.ts';
import { consumeModerationActions } from './moderation/index.ts';

export const SCHEMA = 'catalog';

/**
 * Cities, locations, stores, products, reviews, the wishlist, broadcasts, images, sellers' stats and
 * the console's store pages over HTTP; stock reservations for checkout and the answers other services
 * ask for (cart products, wishlisters, live broadcasts, a seller's store, proof photos, reported
 * items) over NATS request-reply; reservations confirmed from `order.created`, stock put back from
 * cancelled lines, the admin team's actions applied; the reservation expiry sweep.
 */
export async function buildCatalogService(deps: ServiceDeps): Promise<App> {
  const settings = catalogConfigSchema.parse(deps.config);
  const { logger, nc, subjects, queueRedis } = deps;
  const db = deps.db as Kysely<CatalogDatabase>;
  const images = imagesFromConfig(settings, db); // first: a storage misconfiguration stops the start at once
  // Documents uploaded before private presets: out of public storage (safe to fail: retried at the next start).
  await moveLegacyPrivateImages({ db, images, logger }).catch((err: unknown) => logger.warn({ err }, 'could not move private images out of public storage yet'));

  if (settings.HAAT_DEMO_DATA === 'on') await seedDemoStores(db, logger);
  if (settings.HAAT_DEMO_DATA === 'on') await seedDemoReviews(db, logger); // the demo store's reviews, one of them for the report queue
  if (settings.HAAT_DEMO_DATA === 'on') await seedDemoVerifications(db, images, logger); // the console's verification queue

  await assertNoEviction(queueRedis, logger);
  const cacheRedis = createRedis(settings.REDIS_URL, { failFast: true });
  cacheRedis.on('error', () => {}); // the cache logs its own failures and falls back to Postgres
  deps.onStop(() => cacheRedis.quit().then(() => {}, () => {}));
  // Gateways keep public answers too (http/shared-cache.ts): each invalidation reaches them over NATS.
  const toGateways = (tags: string[]) => nc.publish(subjects.edgeCacheInvalidate, JSON.stringify({ tags } satisfies EdgeCacheInvalidation));
  const listings = alsoInvalidatingGateways(createListingCache(cacheRedis, { prefix: settings.HAAT_PREFIX, logger }), (storeId) => [storeTag(storeId)], toGateways);
  const storeLists = alsoInvalidatingGateways(createStoreListCache(cacheRedis, { prefix: settings.HAAT_PREFIX, logger }), () => [STORE_LISTS_TAG], toGateways);
  const crossStore = createCrossStoreCache(() => toGateways([CROSS_STORE_TAG]));
  // The demo products' and stores' pictures, through the image pipeline (after the caches: an older demo database's listings are dropped).
  if (settings.HAAT_DEMO_DATA === 'on') await seedDemoPictures({ db, images, logger, listings, storeLists });
  // Another catalog instance's takedown clears this one's cross-store memory too (scale-out).
  const crossStoreFollower = followCrossStoreInvalidations({ nc, subject: subjects.edgeCacheInvalidate, cache: crossStore, logger });
  deps.onStop(() => crossStoreFollower.unsubscribe());
  const expiry = await startReservationExpiry({ db, nc, subjects, logger, redis: queueRedis, listings, prefix: settings.HAAT_PREFIX, ttlSeconds: settings.RESERVATION_TTL_SECONDS });
  deps.onStop(() => expiry.stop());
  const rpc = serveCatalogRpc({ db, nc, subjects, logger, listings, ttlSeconds: settings.RESERVATION_TTL_SECONDS, verifyToken: deps.verifyToken });
  deps.onStop(() => rpc.unsubscribe());
  const cartProducts = serveCartProductsRpc({ db, nc, subjects, logger }); // the order service's cart lines
  deps.onStop(() => cartProducts.unsubscribe());
  // Broadcast fan-out: `broadcast.published` leaves through the outbox; notification asks for the audience.
  const relay = startOutboxRelay({ db, js: deps.js, subjects, logger });
  deps.onStop(() => relay.stop());
  const wishlisters = serveStoreWishlistersRpc({ db, nc, subjects, logger });
  deps.onStop(() => wishlisters.unsubscribe());
  const broadcastLive = serveBroadcastLiveRpc({ db, nc, subjects, logger });
  deps.onStop(() => broadcastLive.unsubscribe());
  const ownerStore = serveOwnerStore({ db, nc, subjects, logger }); // a seller's store, asked by order (delivery partners)
  deps.onStop(() => ownerStore.unsubscribe());
  const deliveryPhotos = serveDeliveryPhotoRpc({ db, nc, subjects, logger }); // is a proof-of-delivery photo the rider's own, asked by order
  deps.onStop(() => deliveryPhotos.unsubscribe());
  const reportTargets = serveReportTargetRpc({ db, nc, subjects, logger }); // a reported item as it is now, asked by moderation
  deps.onStop(() => reportTargets.unsubscribe());
  const orderCreated = await consumeOrderCreated({ db, nc, subjects, logger });
  deps.onStop(() => orderCreated.stop());
  const restocks = await consumeOrderItemsCancelled({ db, nc, subjects, logger, listings }); // cancelled order lines: stock back
  deps.onStop(() => restocks.stop());

  const ctx: CatalogContext = { config: settings, db, nc, subjects, verifyToken: deps.verifyToken, logger, listings, storeLists, crossStore, images, relay };
  const moderation = await consumeModerationActions(ctx); // the admin team's actions on reviews, offers and stores
  deps.onStop(() => moderation.stop());
  const app = createServiceApp({
    name: 'catalog',
    logger,
    health: () => sql`SELECT 1`.execute(db).then(() => true, () => false),
    // Image uploads (alone or with a broadcast): the upload handler refuses files over the image cap
    // with the spec's text; this outer cap, a megabyte above it, only stops a runaway body.
    largeBodies: largeBodiesOf('catalog', { imageMaxBytes: settings.IMAGE_MAX_BYTES }),
  });
  mountCityRoutes(app, ctx);
  mountLocationRoutes(app, ctx);
  mountStoreRoutes(app, ctx);
  mountProductRoutes(app, ctx);
  mountReviewRoutes(app, ctx);
  mountWishlistRoutes(app, ctx);
  mountBroadcastRoutes(app, ctx);
  mountImageRoutes(app, ctx);
  mountStatsRoutes(app, ctx);
  mountVerificationReviewRoutes(app, ctx); // the console: sellers' verification requests
  mountAdminStoreRoutes(app, ctx); // the console: every store, open or closed
  mountPlannedCalls(app, 'catalog');
  return app;
}
