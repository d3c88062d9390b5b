import { MATRIMONIAL_PHOTOS_MAX } from '@samaj/shared/matrimonial';
import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/errors.ts';
import { formatBytes } from '../../plugins/media.ts';
import { storedPathOf } from '../media/index.ts';

export const MATRIMONIAL_IMAGES_FIELD = 'matrimonialImages';
export const KEEP_IMAGES_FIELD = 'images';
/** A presigned bucket link, with its credential scope and signature, is several hundred characters long. */
const KEEP_LINK_MAX_LENGTH = 2048;

/**
 * Reads PUT /user/matrimonial-images (in a scope with `acceptUploads`): the files of `matrimonialImages` and the
 * optional text field `images`, a JSON array of the photos to keep (their paths, or the links the API gave for them:
 * those are signed and change over time). Failures are 4xx: not multipart (415), a file
 * over the size limit or too many files (413), an unreadable upload, an empty file or a bad `images` (400).
 */
export async function readMatrimonialImages(
  request: FastifyRequest,
): Promise<{ keep: string[] | undefined; files: Buffer[] }> {
  if (!request.isMultipart()) {
    throw unsupportedMediaType(`Send the photos as multipart/form-data in the field "${MATRIMONIAL_IMAGES_FIELD}"`);
  }
  const maxBytes = request.server.config.media.maxBytes;
  const files: Buffer[] = [];
  let keepText: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === KEEP_IMAGES_FIELD && typeof part.value === 'string') keepText = part.value;
      } else if (part.fieldname === MATRIMONIAL_IMAGES_FIELD) {
        files.push(await part.toBuffer());
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(`A photo is larger than ${formatBytes(maxBytes)}`);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw payloadTooLarge(`At most ${MATRIMONIAL_PHOTOS_MAX} photos in one upload`);
    }
    throw badRequest('The upload could not be read. Please try again');
  }
  if (files.some((file) => file.length === 0)) {
    throw badRequest('A photo is empty', [{ path: MATRIMONIAL_IMAGES_FIELD, message: 'A photo is empty' }]);
  }
  return { keep: keepText === undefined ? undefined : parseKeep(keepText), files };
}

function parseKeep(text: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length > MATRIMONIAL_PHOTOS_MAX ||
    !parsed.every((item) => typeof item === 'string' && item.length <= KEEP_LINK_MAX_LENGTH)
  ) {
    const message = 'images must be a JSON list of your photos’ paths';
    throw badRequest(message, [{ path: KEEP_IMAGES_FIELD, message }]);
  }
  return parsed.map((link: string) => storedPathOf(link));
}
