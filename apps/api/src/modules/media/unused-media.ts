import type { DbOrTx } from '../../db/client.ts';
import type { MediaStore } from './media-store.ts';
import { MediaRepository } from './media.repository.ts';

/** Deletes stored files once nothing refers to them any more (a replaced photo, a deleted post's image...). */
export class UnusedMedia {
  private readonly repository: MediaRepository;
  private readonly media: MediaStore;
  constructor(db: DbOrTx, media: MediaStore) {
    this.repository = new MediaRepository(db);
    this.media = media;
  }

  /** Deletes each of these files that no member, marriage profile or post uses; empty values are skipped. */
  async remove(images: Iterable<string | null | undefined>): Promise<void> {
    for (const image of new Set(images)) {
      if (image && !(await this.repository.isInUse(image))) await this.media.remove(image);
    }
  }
}
