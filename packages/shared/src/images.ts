/**
 * Stored photos and their smaller copies. Every upload is kept as `<sha256>.webp` (at most `IMAGE_MAX_SIDE` px on its
 * long side) and, beside it, one copy per width of `IMAGE_VARIANT_WIDTHS`, named `<sha256>-<width>w.webp` (a photo
 * narrower than a width keeps its own size there). The name rule is the whole contract: the web derives a `srcset`
 * from a photo's link, and a link signed for a private photo opens its copies too.
 */

export const IMAGE_MAX_SIDE = 1080;

/**
 * At 390 CSS px a card's photo is about 360 px wide: 720 px fills it at DPR 2 and the full 1080 at DPR 3; 480 px is
 * enough for every avatar (96 px at DPR 3 is 288) and for phones at DPR 1.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 720] as const;
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
