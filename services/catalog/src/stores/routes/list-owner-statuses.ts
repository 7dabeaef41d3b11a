import type { Context } from 'hono';
import { z } from 'zod';
import { isUuid, readQuery, unauthorized, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { optionalUser } from '../../http/optional-user.ts';
import { toStoreStatus } from '../store-mapper.ts';
import { listStores } from '../store-repository.ts';

const ownerQuerySchema = z.object({
  owner: z.string().trim().refine((owner) => owner === 'me' || isUuid(owner), 'owner must be "me" or a user id'),
});

/**
 * GET /api/stores/status?owner=me|{userId} — the status of each store of an owner (a seller has
 * one). Others see only live stores; the owner and superadmins see every one.
 */
export function listOwnerStatuses({ db, verifyToken }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const { owner } = readQuery(c, ownerQuerySchema);
    const user = await optionalUser(c, verifyToken);
    if (owner === 'me' && !user) throw unauthorized();
    const ownerId = owner === 'me' ? user!.id : owner;
    const seesAll = user?.id === ownerId || user?.role === 'superadmin';
    const rows = await listStores(db, { ownerId, activeOnly: !seesAll, limit: 10 });
    return c.json({ success: true, data: rows.map(toStoreStatus) });
  };
}
