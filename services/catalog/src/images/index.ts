export { imagesFromConfig, storageFromConfig } from './images-from-config.ts';
export { createImages, imageTooLarge, type Images } from './image-pipeline.ts';
export { createDiskStorage } from './disk-storage.ts';
export { createS3Storage } from './s3-storage.ts';
export { isImageKey, type ImageStorage, type StoredObject } from './image-storage.ts';
export { fileBytes, isMultipart, readMultipart, textFields } from './read-multipart.ts';
