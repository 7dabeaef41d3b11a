/**
 * @haat/images: the upload pipeline every service that keeps pictures shares: sniff the type,
 * re-encode to WebP sizes with sharp, store on disk or S3 (public, or private per service).
 * Each service keeps its own table of stored objects through `record`, and its own routes.
 */
export { createImages, imageTooLarge, isPrivatePreset, PRIVATE_IMAGE_PRESETS, type ImageRow, type Images, type PreparedImage } from './image-pipeline.ts';
export { imageConfigFields, privateStorageFromConfig, storageFromConfig, type ImageConfig } from './config.ts';
export {
  cacheControlOf, IMAGE_CONTENT_TYPE, imageKeyOf, IMMUTABLE_CACHE_CONTROL, isImageKey, joinUrl, PRIVATE_CACHE_CONTROL,
  type ImageStorage, type ImageVisibility, type StoredObject,
} from './image-storage.ts';
export { createDiskStorage } from './disk-storage.ts';
export { createS3Storage } from './s3-storage.ts';
export { EMPTY_PAYLOAD_HASH, sha256Hex, signRequest, type SigningCredentials } from './sigv4.ts';
export { sniffImageType } from './sniff-image-type.ts';
export { fileBytes, filesOf, isMultipart, readMultipart, textFields, type MultipartFields } from './read-multipart.ts';
export { serveStoredImage } from './serve-image.ts';
