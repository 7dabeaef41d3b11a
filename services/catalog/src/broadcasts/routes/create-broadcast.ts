import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createBroadcastBodySchema } from '@haat/contracts';
import { badRequest, forbidden, isUuid, notFound, type AppEnv, type AuthUser } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { canManageStore, loadBroadcast } from '../broadcast-access.ts';
import { knownCity } from '../broadcast-city.ts';
import { publishIfLive } from '../broadcast-published.ts';
import { assertRoomForActive, assertVerified, lockStoreOffers } from '../broadcast-quota.ts';
import { toBroadcast } from '../broadcast-mapper.ts';
import { insertBroadcast } from '../broadcast-repository.ts';
import { broadcastDb, type BroadcastDb } from '../broadcasts.table.ts';
import { readBroadcastInput, storeBroadcastImage } from '../read-broadcast-input.ts';
import { assertValidWindow, defaultValidUntil } from '../validity.ts';

/**
 * POST /api/broadcasts (seller for their store, superadmin): JSON, or multipart with an `image` file.
 * Only for a verified store (403), and an active one only while the store has fewer than
 * BROADCAST_MAX_ACTIVE_PER_STORE active (409).
 */
export function createBroadcast({ db: catalogDb, images }: CatalogContext) {
  const db = broadcastDb(catalogDb);
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const { body, image } = await readBroadcastInput(c, createBroadcastBodySchema, images);
    const store = await storeFor(db, user, body.storeId);
    const now = new Date();
    const validFrom = body.validFrom ?? now;
    const validUntil = body.validUntil ?? defaultValidUntil(validFrom);
    assertValidWindow(validFrom, validUntil);
    if (validUntil <= now) throw badRequest('validUntil must be in the future', 'This offer would already be over.');
    const city = body.city ? await knownCity(db, body.city, 'city') : store.city;
    const targetCity = body.targetCity ? await knownCity(db, body.targetCity, 'targetCity') : null;
    // Verified stores only, at most BROADCAST_MAX_ACTIVE_PER_STORE active: asked here so a refusal stores
    // no image, and again under the store's lock below, where it decides.
    const mayPublish = async (trx: BroadcastDb) => {
      assertVerified(await lockStoreOffers(trx, store.id));
      if (body.isActive) await assertRoomForActive(trx, store.id);
    };
    await mayPublish(db);

    // Last, after every check: a refused request stores no image.
    const stored = image ? await storeBroadcastImage(images, image, user.id) : null;
    const id = randomUUID();
    // The row and, when it goes live at once, its `broadcast.published` event commit together.
    const created = await db.transaction().execute(async (trx) => {
      await mayPublish(trx);
      await insertBroadcast(trx, {
        id,
        store_id: store.id,
        title: body.title,
        description: body.description,
        image_url: stored?.imageUrl ?? body.imageUrl,
        image_sizes: stored ? JSON.stringify(stored.imageSizes) : null,
        city,
        target_city: targetCity,
        broadcast_type: body.broadcastType,
        is_active: body.isActive,
        valid_from: validFrom,
        valid_until: validUntil,
      });
      const row = await loadBroadcast(trx, id);
      await publishIfLive(trx, row, now);
      return row;
    });
    return c.json({ success: true, data: toBroadcast(created) }, 201);
  };
}

/** The store the broadcast is for: the given one (owner or superadmin), else the seller's own. */
async function storeFor(db: BroadcastDb, user: AuthUser, storeId: string | undefined) {
  if (storeId === undefined) {
    if (user.role === 'superadmin') throw badRequest('storeId is required', 'A superadmin must say which store the broadcast is for.');
    const own = await db.selectFrom('stores').select(['id', 'owner_id', 'city']).where('owner_id', '=', user.id).executeTakeFirst();
    if (!own) throw notFound('Store not found', 'Open a store before broadcasting offers.');
    return own;
  }
  const store = isUuid(storeId) ? await db.selectFrom('stores').select(['id', 'owner_id', 'city']).where('id', '=', storeId).executeTakeFirst() : undefined;
  if (!store) throw notFound('Store not found');
  if (!canManageStore(user, store.owner_id)) throw forbidden('Not authorized to manage broadcasts for this store', 'You can only broadcast for your own store.');
  return store;
}
