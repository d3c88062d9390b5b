import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import type { Config } from '../config/index.ts';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from '../lib/errors.ts';

/** Stored images: re-encoded, metadata-free WebP files named by the hash of their content. */
export interface MediaStore {
  /**
   * Checks that the bytes are a JPEG, PNG or WebP image by their content, turns it upright by its EXIF
   * orientation, shrinks it to `IMAGE_MAX_SIDE` on its long side, drops every metadata (EXIF, GPS, XMP) and
   * stores it as WebP. Returns its public path `/media/<file>`.
   */
  saveImage(bytes: Buffer): Promise<string>;
  /**
   * Deletes a stored file given its public path; anything else is ignored. Names are content hashes, so two
   * owners may share a file: callers remove a path only once nothing refers to it.
   */
  remove(publicPath: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore;
  }
}

export const MEDIA_URL_PREFIX = '/media/';
export const IMAGE_MAX_SIDE = 1080;
const WEBP_QUALITY = 80;
/** Refuses decompression bombs: a few MB of PNG can claim gigapixels. Well above any phone camera's default. */
const MAX_INPUT_PIXELS = 60_000_000;
export const storedName = /^[0-9a-f]{64}\.webp$/;
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

export function formatBytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1 ? `${Number(megabytes.toFixed(1))} MB` : `${Math.round(bytes / 1024)} KB`;
}

class LocalMediaStore implements MediaStore {
  private readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
  }

  async saveImage(bytes: Buffer): Promise<string> {
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

    const name = `${createHash('sha256').update(encoded).digest('hex')}.webp`;
    const file = path.join(this.dir, name);
    if (!(await exists(file))) {
      // A whole file or none: a reader never sees a half-written image under its final name.
      const partial = path.join(this.dir, `.${name}.${randomUUID()}.partial`);
      await writeFile(partial, encoded);
      await rename(partial, file);
    }
    return `${MEDIA_URL_PREFIX}${name}`;
  }

  async remove(publicPath: string): Promise<void> {
    if (!publicPath.startsWith(MEDIA_URL_PREFIX)) return;
    const name = publicPath.slice(MEDIA_URL_PREFIX.length);
    if (!storedName.test(name)) return;
    await unlink(path.join(this.dir, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * The bytes of the file sent in `fieldName` of a multipart request (in a scope with `acceptUploads`); other parts
 * are skipped. Failures are 4xx with a message: not multipart (415), no such file (400), over
 * `config.media.maxBytes` (413).
 */
export async function readUploadedFile(request: FastifyRequest, fieldName: string): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw unsupportedMediaType(`Send the file as multipart/form-data in the field "${fieldName}"`);
  }
  const maxBytes = request.server.config.media.maxBytes;
  let found: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === fieldName && !found) {
        found = await part.toBuffer();
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(`The file is larger than ${formatBytes(maxBytes)}`);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw payloadTooLarge('Too many files or fields in one upload');
    }
    throw badRequest('The upload could not be read. Please try again');
  }
  if (!found || found.length === 0) {
    const message = found ? 'The file is empty' : `Attach the file in the field "${fieldName}"`;
    throw badRequest(message, [{ path: fieldName, message }]);
  }
  return found;
}

/**
 * Multipart parsing, limited to `config.media.maxBytes` per file, for the routes of one module (call it in the
 * module's plugin). Not global: @fastify/multipart hooks every request of its scope, and JSON routes need none of it.
 */
export async function acceptUploads(scope: FastifyInstance) {
  await scope.register(multipart, { limits: { fileSize: scope.config.media.maxBytes, files: 6, fields: 20 } });
}

/**
 * The media store (`app.media`) and its folder, served at /media/ with year-long immutable caching: a file's name
 * changes whenever its content does.
 */
export default fp(
  async function mediaPlugin(app: FastifyInstance, { config }: { config: Config }) {
    mkdirSync(config.media.dir, { recursive: true });
    app.decorate('media', new LocalMediaStore(config.media.dir) satisfies MediaStore);

    await app.register(
      async function mediaFiles(scope) {
        // Its own 404: a missing image must not fall through to the SPA's index.html.
        scope.setNotFoundHandler((_request, reply) =>
          reply.status(404).send({ success: false, message: 'No such file', code: 'NOT_FOUND' }),
        );
        await scope.register(fastifyStatic, {
          root: config.media.dir,
          decorateReply: false,
          index: false,
          cacheControl: false,
          allowedPath: (pathName) => storedName.test(pathName.replace(/^\//, '')),
          setHeaders(reply) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
            reply.header('x-content-type-options', 'nosniff');
          },
        });
      },
      { prefix: MEDIA_URL_PREFIX.slice(0, -1) },
    );
  },
  { name: 'media' },
);
