export { encodeImage, IMAGE_MAX_SIDE } from './images.ts';
export { LocalMediaStorage } from './local-storage.ts';
export { MediaRepository } from './media.repository.ts';
export { mediaRoutes } from './media.routes.ts';
export { createMediaStore, imageOrigins, MediaStore } from './media-store.ts';
export { makeMarriagePhotosPrivate } from './private-marriage-photos.ts';
export * from './storage.ts';
export { UnusedMedia } from './unused-media.ts';
export { VariantBackfill, type BackfillLog, type BackfillReport } from './variant-backfill.ts';
