import {
  IMAGE_MAX_SIDE,
  imageVariantName,
  listedCopyLinks,
  PHOTO_VARIANT_WIDTHS,
  type ImageVariantWidth,
} from '@samaj/shared/images';

/** A link to a stored photo: `/media/<sha256>.webp`, a CDN's `…/<sha256>.webp`, or a signed local link. */
const storedPhoto = /^([^?#]*\/)([0-9a-f]{64}\.webp)(\?[^#]*)?$/;
/** The only query a copy's link may keep: a signed local link's (its signature opens the photo's copies too). */
const copyableQuery = new Set(['expires', 'signature']);

/**
 * The link of a stored photo's smaller copy (packages/shared/src/images.ts), or undefined when there is none to load:
 * a bucket's presigned link names its copies' own links in its fragment (only the copies that are stored); other
 * links name them by the name rule; anything else (an outside picture) has none.
 */
export function storedImageVariant(link: string, width: ImageVariantWidth): string | undefined {
  const listed = listedCopyLinks(link);
  if (listed.size > 0) return listed.get(width);
  const match = storedPhoto.exec(link);
  if (!match) return undefined;
  const [, folder = '', name = '', query = ''] = match;
  if ([...new URLSearchParams(query).keys()].some((key) => !copyableQuery.has(key))) return undefined;
  return `${folder}${imageVariantName(name, width)}${query}`;
}

/**
 * The `srcset` of a stored photo: its copies from 480 px and itself, by width; undefined when it has no copies to offer. With
 * `widths` (an avatar's), only those copies and not the photo: the largest of them is already enough.
 */
export function storedImageSrcSet(link: string, widths?: readonly ImageVariantWidth[]): string | undefined {
  const copies = (widths ?? PHOTO_VARIANT_WIDTHS).flatMap((width) => {
    const copy = storedImageVariant(link, width);
    return copy ? [[copy, width] as const] : [];
  });
  if (copies.length === 0) return undefined;
  const photo = link.split('#')[0]!;
  const candidates = widths ? copies : [...copies, [photo, IMAGE_MAX_SIDE] as const];
  return candidates.map(([url, width]) => `${url} ${width}w`).join(', ');
}
