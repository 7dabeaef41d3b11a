import type { Context } from 'hono';
import { notFound, type AppEnv } from '@haat/server-kit';
import { isImageKey, serveStoredImage } from '@haat/images';
import type { CatalogContext } from '../../context.ts';
import { findPrivateImage } from '../image-access.ts';

/**
 * GET /api/images/:key: public; the key is a content hash, so the reply may be cached forever.
 * Never a private image: one uploaded before private presets may still be in public storage until
 * it is moved (move-private-images.ts), so its row is checked.
 */
export function servePublicImage(ctx: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const key = c.req.param('key');
    if (!isImageKey(key) || (await findPrivateImage(ctx.db, key))) throw notFound('Image not found');
    return serveStoredImage(c, ctx.images.storage, key);
  };
}
