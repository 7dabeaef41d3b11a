import type { Context } from 'hono';
import { BROADCAST_NOT_FOUND, updateBroadcastBodySchema } from '@haat/contracts';
import { notFound, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { assertCanManage, broadcastIdOf, loadBroadcast } from '../broadcast-access.ts';
import { toBroadcast } from '../broadcast-mapper.ts';
import { updateBroadcast as saveBroadcast, type BroadcastPatch } from '../broadcast-repository.ts';
import { broadcastDb } from '../broadcasts.table.ts';
import { readBroadcastInput, storeBroadcastImage } from '../read-broadcast-input.ts';
import { assertValidWindow } from '../validity.ts';

/** PUT /api/broadcasts/:id (the store's owner, superadmin): changes the given fields; JSON or multipart. */
export function updateBroadcast({ db: catalogDb, images }: CatalogContext) {
  const db = broadcastDb(catalogDb);
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const id = broadcastIdOf(c.req.param('id'));
    const current = await loadBroadcast(db, id);
    assertCanManage(user, current);
    const { body, image } = await readBroadcastInput(c, updateBroadcastBodySchema, images);
    assertValidWindow(body.validFrom ?? current.valid_from, body.validUntil ?? current.valid_until);

    const patch: BroadcastPatch = {
      title: body.title,
      description: body.description,
      city: body.city,
      broadcast_type: body.broadcastType,
      is_active: body.isActive,
      valid_from: body.validFrom,
      valid_until: body.validUntil,
    };
    if (body.targetCity !== undefined) patch.target_city = body.targetCity || null;
    if (image) {
      const stored = await storeBroadcastImage(images, image, user.id);
      patch.image_url = stored.imageUrl;
      patch.image_sizes = JSON.stringify(stored.imageSizes);
    } else if (body.imageUrl !== undefined && body.imageUrl !== current.image_url) {
      patch.image_url = body.imageUrl;
      patch.image_sizes = null; // a URL given as text has no sizes of ours
    }
    // Kysely leaves out fields that are undefined: what was not sent stays as it is.
    if (!(await saveBroadcast(db, id, patch))) throw notFound(BROADCAST_NOT_FOUND);
    return c.json({ success: true, data: toBroadcast(await loadBroadcast(db, id)) });
  };
}

