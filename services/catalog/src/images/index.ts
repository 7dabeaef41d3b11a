import { requireAuth, type App } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { serveImage } from './routes/serve-image.ts';
import { uploadImage } from './routes/upload-image.ts';

export { imagesFromConfig, storageFromConfig } from './images-from-config.ts';
export { createImages, imageTooLarge, type Images } from './image-pipeline.ts';
export { createDiskStorage } from './disk-storage.ts';
export { createS3Storage } from './s3-storage.ts';
export { isImageKey, type ImageStorage, type StoredObject } from './image-storage.ts';
export { fileBytes, isMultipart, readMultipart, textFields } from './read-multipart.ts';

/** Image upload (sellers and superadmins) and serving (everyone). */
export function mountImageRoutes(app: App, ctx: CatalogContext): void {
  // Any signed-in user uploads review, report and avatar photos; the preset check is in uploadImage.
  app.post('/api/images', requireAuth(ctx.verifyToken), uploadImage(ctx.images));
  app.get('/api/images/:key', serveImage(ctx.images.storage));
}
