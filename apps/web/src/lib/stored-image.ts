import { IMAGE_MAX_SIDE, IMAGE_VARIANT_WIDTHS, imageVariantName, type ImageVariantWidth } from '@samaj/shared/images';

/** A link to a stored photo: `/media/<sha256>.webp`, a CDN's `…/<sha256>.webp`, or a signed local link. */
const storedPhoto = /^([^?#]*\/)([0-9a-f]{64}\.webp)(\?[^#]*)?$/;
/** The only query a copy's link may keep: a signed local link's (its signature opens the photo's copies too). */
const copyableQuery = new Set(['expires', 'signature']);

/**
 * The link of a stored photo's smaller copy (packages/shared/src/images.ts), or undefined for a link whose copies
 * cannot be named from it (not a stored photo, or a bucket's presigned link, which is signed for one file only).
 */
export function storedImageVariant(link: string, width: ImageVariantWidth): string | undefined {
  const match = storedPhoto.exec(link);
  if (!match) return undefined;
  const [, folder = '', name = '', query = ''] = match;
  if ([...new URLSearchParams(query).keys()].some((key) => !copyableQuery.has(key))) return undefined;
  return `${folder}${imageVariantName(name, width)}${query}`;
}

/** The `srcset` of a stored photo: its copies and itself, by width; undefined when it has no copies to offer. */
export function storedImageSrcSet(link: string): string | undefined {
  const variants = IMAGE_VARIANT_WIDTHS.map((width) => [storedImageVariant(link, width), width] as const);
  if (variants.some(([variant]) => variant === undefined)) return undefined;
  return [...variants, [link, IMAGE_MAX_SIDE] as const].map(([url, width]) => `${url} ${width}w`).join(', ');
}
