import { sql, type Kysely } from 'kysely';
import { reservationRefSchema, type ReservationStatusReply } from '@haat/contracts';
import {
  assertNoEviction, createServiceApp, mountPlannedCalls, serveRpc, startOutboxRelay, type App, type ServiceDeps,
} from '@haat/server-kit';
import type { OrderContext } from './context.ts';
import type { OrderDatabase } from './database.ts';
import { createCatalogClient } from './checkout/catalog-client.ts';
import { startIdempotencyCleanup } from './checkout/idempotency-cleanup.ts';
import { mountOrderRoutes, orderExistsForReservation } from './orders/index.ts';
import { serveDeliveredOrderExists } from './orders/delivered-order-rpc.ts';
import { serveStoreBuyers } from './orders/store-buyers-rpc.ts';
import { serveBuyerOrder } from './orders/buyer-order-rpc.ts';
import { mountCartRoutes, serveAddToCart } from './cart/index.ts';
import { mountStoreBanRoutes } from './store-bans/index.ts';
import { mountInvoiceRoutes } from './invoices/index.ts';
import { grantDemoCoins, mountCoinRoutes } from './coins/index.ts';
import { seedDemoDeliveries, seedDemoOrders } from './demo/index.ts';
import { mountPaymentRoutes } from './payments/index.ts';
import { mountDeliveryPartnerRoutes } from './delivery-partners/index.ts';
import { mountDeliveryRoutes } from './deliveries/index.ts';
import { mountAdminOrderStatsRoutes } from './admin-order-stats/index.ts';

export const SCHEMA = 'orders';

/**
 * The cart, checkout and orders, invoices, store bans, payments and coins, delivery partners and
 * deliveries, and the console's order figures over HTTP (stock reserved in the catalog over NATS),
 * `order.created` and `order.status_changed` through the outbox, the reservation-status answer the
 * catalog's expiry job asks for, and the hourly Idempotency-Key clean-up.
 */
export async function buildOrderService(deps: ServiceDeps): Promise<App> {
  const { logger, nc, js, subjects, queueRedis, config } = deps;
  const db = deps.db as Kysely<OrderDatabase>;

  const relay = startOutboxRelay({ db, js, subjects, logger });
  deps.onStop(() => relay.stop());

  const reservationStatus = serveRpc(nc, {
    subject: subjects.rpc.reservationStatus, queue: 'order', schema: reservationRefSchema, logger,
    handle: async ({ reservationId }): Promise<ReservationStatusReply> => ({ ok: true, orderExists: await orderExistsForReservation(db, reservationId) }),
  });
  deps.onStop(() => reservationStatus.unsubscribe());
  const deliveredOrderExists = serveDeliveredOrderExists({ db, nc, subjects, logger, verifyToken: deps.verifyToken }); // review eligibility, asked by catalog
  deps.onStop(() => deliveredOrderExists.unsubscribe());
  const storeBuyers = serveStoreBuyers({ db, nc, subjects, logger }); // a store's buyers, asked by notification's broadcast fan-out
  deps.onStop(() => storeBuyers.unsubscribe());
  const buyerOrder = serveBuyerOrder({ db, nc, subjects, logger, verifyToken: deps.verifyToken }); // one buyer's order, asked by moderation for a grievance
  deps.onStop(() => buyerOrder.unsubscribe());

  if (config.HAAT_DEMO_DATA === 'on') await grantDemoCoins(db, logger); // demo sellers can take orders past the free ones
  if (config.HAAT_DEMO_DATA === 'on') await seedDemoOrders(db, logger); // the demo seller's orders in every state, and a ban
  if (config.HAAT_DEMO_DATA === 'on') await seedDemoDeliveries(db, logger); // the demo rider's deliveries for the demo seller
  await assertNoEviction(queueRedis, logger);
  const cleanup = await startIdempotencyCleanup({ db, redis: queueRedis, prefix: config.HAAT_PREFIX, logger });
  deps.onStop(() => cleanup.stop());

  const ctx: OrderContext = { db, verifyToken: deps.verifyToken, logger, catalog: createCatalogClient({ nc, subjects, logger }), relay, nc, subjects };
  const app = createServiceApp({
    name: 'order',
    logger,
    health: () => sql`SELECT 1`.execute(db).then(() => true, () => false),
  });
  const cartRpc = serveAddToCart(deps, ctx); // wishlist move-to-cart, asked by catalog
  deps.onStop(() => cartRpc.unsubscribe());
  mountCartRoutes(app, ctx);
  mountStoreBanRoutes(app, ctx);
  mountCoinRoutes(app, ctx);
  mountPaymentRoutes(app, ctx, config); // coin purchases: Razorpay, or the development provider without keys
  mountInvoiceRoutes(app, ctx);
  mountDeliveryPartnerRoutes(app, ctx);
  mountDeliveryRoutes(app, ctx);
  mountOrderRoutes(app, ctx);
  mountAdminOrderStatsRoutes(app, ctx); // the console's order numbers
  mountPlannedCalls(app, 'order');
  return app;
}
