/**
 * Stored photos and their smaller copies. Every upload is kept as `<sha256>.webp` (at most `IMAGE_MAX_SIDE` px on its
 * long side) and, beside it, one copy per width of `IMAGE_VARIANT_WIDTHS`, named `<sha256>-<width>w.webp` (a photo
 * narrower than a width keeps its own size there). The name rule is the whole contract: the web derives a `srcset`
 * from a photo's link, and a link signed for a private photo opens its copies too.
 */

export const IMAGE_MAX_SIDE = 1080;

/**
 * At 390 CSS px a card's photo is about 360 px wide: 720 px fills it at DPR 2 and the full 1080 at DPR 3; 480 px is
 * enough for phones at DPR 1 and for the largest avatar (96 px at DPR 3 is 288). Avatars are 32 to 96 CSS px: 96 px
 * serves the small ones (32 at DPR 3, 40 at DPR 2), 192 px the rest up to 64 at DPR 3 and 96 at DPR 2.
 */
export const IMAGE_VARIANT_WIDTHS = [96, 192, 480, 720] as const;
/** The copies an avatar (at most 96 CSS px wide) chooses from; the photo itself is never needed. */
export const AVATAR_VARIANT_WIDTHS = [96, 192, 480] as const satisfies readonly ImageVariantWidth[];
/** The copies a photo shown across the screen (a post, a marriage photo) offers besides itself: no thumbnails. */
export const PHOTO_VARIANT_WIDTHS = [480, 720] as const satisfies readonly ImageVariantWidth[];
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

const original = /^([0-9a-f]{64})\.webp$/;
const variant = /^([0-9a-f]{64})-(\d+)w\.webp$/;

/** The name of a stored photo's copy at this width: `<sha256>.webp` → `<sha256>-480w.webp`. */
export function imageVariantName(name: string, width: ImageVariantWidth): string {
  const match = original.exec(name);
  if (!match) throw new Error(`Not a stored photo's name: ${name}`);
  return `${match[1]}-${width}w.webp`;
}

/** The photo a stored name belongs to: itself for a photo, the photo for one of its copies; undefined otherwise. */
export function imageOriginalName(name: string): string | undefined {
  if (original.test(name)) return name;
  const match = variant.exec(name);
  if (!match || !IMAGE_VARIANT_WIDTHS.some((width) => String(width) === match[2])) return undefined;
  return `${match[1]}.webp`;
}

/**
 * A stored photo's link: what comes before its name (scheme, host, folders), its name, its query and its fragment,
 * each without the `?`/`#`.
 */
const photoLink = /^([^?#]*\/)([0-9a-f]{64}\.webp)(?:\?([^#]*))?(?:#(.*))?$/;
/** Any link to a file, in the same parts. */
const fileLink = /^([^?#]*\/)([^/?#]+)(?:\?([^#]*))?(?:#(.*))?$/;

/** The `key=value` parts of a query as written (still percent-encoded), in order; the value of a bare `key` is null. */
function queryParts(query: string | undefined): [string, string | null][] {
  if (!query) return [];
  return query.split('&').map((part) => {
    const equals = part.indexOf('=');
    return equals < 0 ? [part, null] : [part.slice(0, equals), part.slice(equals + 1)];
  });
}

const joinQuery = (parts: [string, string | null][]) =>
  parts.map(([key, value]) => (value === null ? key : `${key}=${value}`)).join('&');

const fragmentKey = (width: ImageVariantWidth) => `${width}w`;

/**
 * A private photo's link with the links of its copies in its fragment, for storages that sign each file apart (a
 * bucket's presigned links): the photo's link cannot open its copies, and a browser cannot sign one. The fragment is
 * `#480w=…&720w=…`, one entry per copy given, each holding the query parameters in which the copy's link differs from
 * the photo's (`X-Amz-Signature=…`), URL-encoded: the copy's link is the photo's with the copy's name (the name rule
 * above) and those parameters. A copy whose link differs otherwise is left out. Browsers never send a fragment, and a
 * client that knows nothing of it loads the photo itself.
 */
export function withCopyLinks(link: string, copies: readonly { width: ImageVariantWidth; link: string }[]): string {
  const photo = photoLink.exec(link);
  if (!photo || photo[4] !== undefined) return link;
  const [, folder, name = '', query] = photo;
  const photoParts = new Map(queryParts(query));
  const entries: [string, string][] = [];
  for (const copy of copies) {
    const match = fileLink.exec(copy.link);
    if (!match || match[1] !== folder || match[2] !== imageVariantName(name, copy.width) || match[4] !== undefined) {
      continue;
    }
    const copyParts = queryParts(match[3]);
    const copyKeys = new Set(copyParts.map(([key]) => key));
    if ([...photoParts.keys()].some((key) => !copyKeys.has(key))) continue;
    const changed = copyParts.filter(([key, value]) => photoParts.get(key) !== value);
    entries.push([fragmentKey(copy.width), joinQuery(changed)]);
  }
  return entries.length > 0 ? `${link}#${new URLSearchParams(entries).toString()}` : link;
}

/**
 * The links of a photo's copies that its link lists in its fragment (see `withCopyLinks`), by width; empty for a link
 * without such a fragment (a public link or a signed local one, whose copies are named from it by the name rule).
 */
export function listedCopyLinks(link: string): Map<ImageVariantWidth, string> {
  const copies = new Map<ImageVariantWidth, string>();
  const photo = photoLink.exec(link);
  if (!photo?.[4]) return copies;
  const [, folder = '', name = '', query] = photo;
  const fragment = new URLSearchParams(photo[4]);
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const listed = fragment.get(fragmentKey(width));
    if (listed === null) continue;
    const changes = new Map(queryParts(listed));
    const parts = queryParts(query).map(([key, value]): [string, string | null] =>
      changes.has(key) ? [key, changes.get(key) ?? null] : [key, value],
    );
    const known = new Set(parts.map(([key]) => key));
    for (const [key, value] of changes) if (!known.has(key)) parts.push([key, value]);
    const copyQuery = joinQuery(parts);
    copies.set(width, `${folder}${imageVariantName(name, width)}${copyQuery ? `?${copyQuery}` : ''}`);
  }
  return copies;
}
