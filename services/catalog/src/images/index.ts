import { requireAuth, type App } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { serveImage } from './routes/serve-image.ts';
import { uploadImage } from './routes/upload-image.ts';

export { imagesFromConfig } from './images-from-config.ts';
export { type Images } from './image-pipeline.ts';
export { fileBytes, isMultipart, readMultipart, textFields } from './read-multipart.ts';

/** Image upload (sellers and superadmins) and serving (everyone). */
export function mountImageRoutes(app: App, ctx: CatalogContext): void {
  // Any signed-in user uploads review, report and avatar photos; the preset check is in uploadImage.
  app.post('/api/images', requireAuth(ctx.verifyToken), uploadImage(ctx.images));
  app.get('/api/images/:key', serveImage(ctx.images.storage));
}
