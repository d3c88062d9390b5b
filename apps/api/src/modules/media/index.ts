export { MediaRepository } from './media.repository.ts';
export { UnusedMedia } from './unused-media.ts';
