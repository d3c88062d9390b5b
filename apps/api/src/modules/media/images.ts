import { createHash } from 'node:crypto';
import { IMAGE_MAX_SIDE, IMAGE_VARIANT_WIDTHS, imageVariantName, type ImageVariantWidth } from '@samaj/shared/images';
import sharp from 'sharp';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/errors.ts';

export { IMAGE_MAX_SIDE };
const WEBP_QUALITY = 80;
/** Refuses decompression bombs: a few MB of PNG can claim gigapixels. Well above any phone camera's default. */
const MAX_INPUT_PIXELS = 60_000_000;
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

const notAnImage = () => unsupportedMediaType('The file is not a JPEG, PNG or WebP image');

/** Magic bytes of JPEG, PNG and WebP (RIFF....WEBP). */
function looksLikeAcceptedImage(bytes: Buffer): boolean {
  const isJpeg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const isPng = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const isWebp =
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return isJpeg || isPng || isWebp;
}

/**
 * Checks that the bytes are a JPEG, PNG or WebP image by their content, turns it upright by its EXIF orientation,
 * shrinks it to `IMAGE_MAX_SIDE` on its long side, drops every metadata (EXIF, GPS, XMP) and encodes it as WebP,
 * named by the SHA-256 of the result. Failures are 4xx with a message.
 */
export async function encodeImage(bytes: Buffer): Promise<{ name: string; bytes: Buffer }> {
  if (!looksLikeAcceptedImage(bytes)) throw notAnImage();
  let encoded: Buffer;
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (!acceptedFormats.has(format)) throw notAnImage();
    encoded = await image
      .autoOrient()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && error.message.includes('pixel limit')) {
      throw payloadTooLarge('The image has too many pixels. Use a smaller photo');
    }
    throw badRequest('The image could not be read. It may be damaged');
  }
  return { name: `${createHash('sha256').update(encoded).digest('hex')}.webp`, bytes: encoded };
}

/**
 * The smaller copies of an encoded photo (`encodeImage`'s result), one per width asked for (by default every width of
 * `IMAGE_VARIANT_WIDTHS`), named by the photo's name. A photo no wider than a width is its own copy there, so every
 * copy always exists. Throws when the bytes are not an image sharp can read (a damaged file).
 */
export async function imageVariants(
  photo: { name: string; bytes: Buffer },
  widths: readonly ImageVariantWidth[] = IMAGE_VARIANT_WIDTHS,
): Promise<{ name: string; width: ImageVariantWidth; bytes: Buffer }[]> {
  const read = () => sharp(photo.bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
  const { width = 0 } = await read().metadata();
  return Promise.all(
    widths.map(async (variantWidth) => ({
      name: imageVariantName(photo.name, variantWidth),
      width: variantWidth,
      bytes:
        width > variantWidth
          ? await read().resize({ width: variantWidth }).webp({ quality: WEBP_QUALITY }).toBuffer()
          : photo.bytes,
    })),
  );
}

/** Whether sharp decodes the whole image without an error (a stored file may have been damaged on disk or in transit). */
export async function isReadableImage(bytes: Buffer): Promise<boolean> {
  try {
    await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).stats();
    return true;
  } catch {
    return false;
  }
}
