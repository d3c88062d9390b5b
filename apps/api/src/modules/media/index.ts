export { encodeImage, IMAGE_MAX_SIDE } from './images.ts';
export { LocalMediaStorage } from './local-storage.ts';
export { MediaRepository } from './media.repository.ts';
export { mediaRoutes } from './media.routes.ts';
export { createMediaStore, imageOrigins, MediaStore } from './media-store.ts';
export { S3MediaStorage } from './s3-storage.ts';
export * from './storage.ts';
export { UnusedMedia } from './unused-media.ts';
