import type { Context } from 'hono';
import { notFound, type AppEnv } from '@haat/server-kit';
import { isImageKey, serveStoredImage } from '@haat/images';
import type { CatalogContext } from '../../context.ts';
import { optionalUser } from '../../http/optional-user.ts';
import { findPrivateImage } from '../image-access.ts';

/**
 * GET /api/images/private/:key: an identity document or report photo, to its uploader and
 * superadmins only, `private, no-store`. Anyone else, signed out included, gets the same 404 as for
 * a key that does not exist, so nothing tells them it does.
 */
export function servePrivateImage(ctx: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const key = c.req.param('key');
    const user = await optionalUser(c, ctx.verifyToken);
    if (!user || !isImageKey(key)) throw notFound('Image not found');
    const row = await findPrivateImage(ctx.db, key);
    if (!row || (row.uploaded_by !== user.id && user.role !== 'superadmin')) throw notFound('Image not found');
    // Not moved yet (uploaded before private presets): still in public storage, served privately all the same.
    const storage = row.private ? ctx.images.privateStorage! : ctx.images.storage;
    return serveStoredImage(c, storage, key, 'private');
  };
}
