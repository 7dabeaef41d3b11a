import type { Context } from 'hono';
import { BROADCAST_NOT_FOUND, updateBroadcastBodySchema } from '@haat/contracts';
import { notFound, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { assertCanManage, broadcastIdOf, loadBroadcast } from '../broadcast-access.ts';
import { toBroadcast } from '../broadcast-mapper.ts';
import { updateBroadcast as saveBroadcast, type BroadcastPatch } from '../broadcast-repository.ts';
import { broadcastDb } from '../broadcasts.table.ts';
import { knownCity } from '../broadcast-city.ts';
import { publishIfLive } from '../broadcast-published.ts';
import { assertRoomForActive, assertVerified, countsAsActive, lockStoreOffers } from '../broadcast-quota.ts';
import { readBroadcastInput, storeBroadcastImage } from '../read-broadcast-input.ts';
import { assertValidWindow } from '../validity.ts';
import { assertNotDeactivatedByAdmin } from '../../moderation/admin-holds.ts';

/**
 * PUT /api/broadcasts/:id (the store's owner, superadmin): changes the given fields; JSON or multipart.
 * Turning `isActive` on publishes the broadcast, as PATCH …/activate does, under the same rules
 * (verified stores only, at most BROADCAST_MAX_ACTIVE_PER_STORE active).
 */
export function updateBroadcast({ db: catalogDb, images }: CatalogContext) {
  const db = broadcastDb(catalogDb);
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const id = broadcastIdOf(c.req.param('id'));
    const current = await loadBroadcast(db, id);
    assertCanManage(user, current);
    const { body, image } = await readBroadcastInput(c, updateBroadcastBodySchema, images);
    if (body.isActive === true) assertNotDeactivatedByAdmin(current);
    assertValidWindow(body.validFrom ?? current.valid_from, body.validUntil ?? current.valid_until);

    const patch: BroadcastPatch = {
      title: body.title,
      description: body.description,
      city: body.city === undefined ? undefined : await knownCity(db, body.city, 'city'),
      broadcast_type: body.broadcastType,
      is_active: body.isActive,
      valid_from: body.validFrom,
      valid_until: body.validUntil,
    };
    if (body.targetCity !== undefined) patch.target_city = body.targetCity ? await knownCity(db, body.targetCity, 'targetCity') : null;
    if (image) {
      const stored = await storeBroadcastImage(images, image, user.id);
      patch.image_url = stored.imageUrl;
      patch.image_sizes = JSON.stringify(stored.imageSizes);
    } else if (body.imageUrl !== undefined && body.imageUrl !== current.image_url) {
      patch.image_url = body.imageUrl;
      patch.image_sizes = null; // a URL given as text has no sizes of ours
    }
    // Kysely leaves out fields that are undefined: what was not sent stays as it is.
    const saved = await db.transaction().execute(async (trx) => {
      // The store's row first (as every write that may switch an offer on), then the broadcast's: two
      // requests switching it on at once publish it once, and a store's active offers stay within the limit.
      const store = await lockStoreOffers(trx, current.store_id);
      const before = await trx.selectFrom('broadcasts').select(['is_active', 'valid_until']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!before) throw notFound(BROADCAST_NOT_FOUND);
      const after = { is_active: patch.is_active ?? before.is_active, valid_until: patch.valid_until ?? before.valid_until };
      if (after.is_active && !before.is_active) assertVerified(store);
      if (countsAsActive(after) && !countsAsActive(before)) {
        assertVerified(store);
        await assertRoomForActive(trx, current.store_id, id);
      }
      if (!(await saveBroadcast(trx, id, patch))) throw notFound(BROADCAST_NOT_FOUND);
      const row = await loadBroadcast(trx, id);
      if (!before.is_active && row.is_active) await publishIfLive(trx, row);
      return row;
    });
    return c.json({ success: true, data: toBroadcast(saved) });
  };
}

