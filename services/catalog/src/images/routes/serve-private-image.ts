import type { Context } from 'hono';
import { notFound, type AppEnv, type AuthUser } from '@haat/server-kit';
import { isImageKey, serveStoredImage } from '@haat/images';
import type { CatalogContext } from '../../context.ts';
import { optionalUser } from '../../http/optional-user.ts';
import { findPrivateImage } from '../image-access.ts';
import { sellerOfPaymentScreenshot } from '../../reservations/reservation-repository.ts';

/**
 * GET /api/images/private/:key: an identity document, report photo or UPI payment screenshot, to
 * its uploader and superadmins only, and a payment screenshot also to the seller of the store its
 * checkout went to; `private, no-store`. Anyone else, signed out included, gets the same 404 as for
 * a key that does not exist, so nothing tells them it does.
 */
export function servePrivateImage(ctx: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const key = c.req.param('key');
    const user = await optionalUser(c, ctx.verifyToken);
    if (!user || !isImageKey(key)) throw notFound('Image not found');
    const row = await findPrivateImage(ctx.db, key);
    if (!row || !(await maySee(ctx, { key, row, user }))) throw notFound('Image not found');
    // Not moved yet (uploaded before private presets): still in public storage, served privately all the same.
    const storage = row.private ? ctx.images.privateStorage! : ctx.images.storage;
    return serveStoredImage(c, storage, key, 'private');
  };
}

type PrivateImageRow = NonNullable<Awaited<ReturnType<typeof findPrivateImage>>>;

/** Its uploader and superadmins; a payment screenshot also the seller it was sent to with an order. */
async function maySee(ctx: CatalogContext, { key, row, user }: { key: string; row: PrivateImageRow; user: AuthUser }): Promise<boolean> {
  if (row.uploaded_by === user.id || user.role === 'superadmin') return true;
  return row.preset === 'payment' && user.role === 'seller' && sellerOfPaymentScreenshot(ctx.db, { key, userId: user.id });
}
