import { requireAuth, type App } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { servePrivateImage } from './routes/serve-private-image.ts';
import { servePublicImage } from './routes/serve-image.ts';
import { uploadImage } from './routes/upload-image.ts';

export { imagesFromConfig, PRIVATE_IMAGE_PATH } from './images-from-config.ts';
export { moveLegacyPrivateImages } from './move-private-images.ts';
export { serveDeliveryPhotoRpc } from './delivery-photo-rpc.ts';

/** Image upload (signed in; store material from sellers and superadmins) and serving (public, or private to the uploader and superadmins). */
export function mountImageRoutes(app: App, ctx: CatalogContext): void {
  // Any signed-in user uploads review, report and avatar photos; the preset check is in uploadImage.
  app.post('/api/images', requireAuth(ctx.verifyToken), uploadImage(ctx.images));
  app.get('/api/images/private/:key', servePrivateImage(ctx));
  app.get('/api/images/:key', servePublicImage(ctx));
}
