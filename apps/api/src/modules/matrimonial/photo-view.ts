import { PHOTO_REQUEST_RETRY_DAYS, type PhotoRequestState, type PhotoRequestStatus } from '@samaj/shared/matrimonial';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A profile's photos as read for a viewer (`photoColumns` of the repositories). */
export interface PhotoColumnsRow {
  /** The stored profile photo, whoever may see it. */
  image: string | null;
  images: string[];
  /** `photosVisibleTo`: the viewer may see the marriage photos. */
  photosVisible: boolean;
  /** `avatarSeenBy`: the profile photo as the viewer may see it. */
  avatar: string | null;
  /** The viewer's own request for these photos. */
  photoRequest?: { id: string; status: PhotoRequestStatus; respondedAt: string | null } | null;
}

/** When a declined or revoked request may be sent again; undefined while it waits or is granted. */
export function askAgainFrom(request: { status: PhotoRequestStatus; respondedAt: Date | string | null }) {
  if (request.status !== 'DECLINED' && request.status !== 'REVOKED') return undefined;
  return new Date(new Date(request.respondedAt ?? 0).getTime() + PHOTO_REQUEST_RETRY_DAYS * DAY_MS);
}

/**
 * What a card and a profile page show of the photos: the marriage photos and the first of them (or the profile
 * photo) as the image when the viewer may see them; otherwise none, and `photosLocked` when there is something hidden.
 */
export function photoViewOf(row: PhotoColumnsRow, now = new Date()) {
  const images = row.photosVisible ? row.images : [];
  const image = row.photosVisible ? (row.images[0] ?? row.avatar) : null;
  const photosLocked = image === null && (row.images.length > 0 || row.image !== null);
  const request = row.photoRequest ?? null;
  let photoRequest: PhotoRequestState | null = null;
  if (request) {
    const again = askAgainFrom(request);
    photoRequest = {
      id: request.id,
      status: request.status,
      canRequest: photosLocked && again !== undefined && again <= now,
    };
  }
  return { image, images, photosLocked, photoRequest };
}
