import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.ts';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../lib/errors.ts';
import { createMediaStore, mediaRoutes, VariantBackfill, type MediaStore } from '../modules/media/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore;
    /** Makes the smaller copies of photos stored before copies were made: at start, in the background. */
    mediaVariants: VariantBackfill;
  }
}

export function formatBytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1 ? `${Number(megabytes.toFixed(1))} MB` : `${Math.round(bytes / 1024)} KB`;
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
 * The media store (`app.media`, a local folder or an S3 bucket), its files at /media/, and the links in answers:
 * every stored path in an `image`, `images` or `metaImage` field of a JSON answer is replaced by the link a browser
 * loads (see `MediaStore.withUrls`). From start, the smaller copies that old photos lack are made in the background
 * (`app.mediaVariants`, see `VariantBackfill`).
 */
export default fp(
  async function mediaPlugin(app: FastifyInstance, { config, media }: { config: Config; media?: MediaStore }) {
    const store = media ?? (await createMediaStore(config));
    app.decorate('media', store);
    app.addHook('preSerialization', async (_request, _reply, payload) => store.withUrls(payload));
    const variants = new VariantBackfill({ db: app.db, media: store, log: app.log });
    app.decorate('mediaVariants', variants);
    app.addHook('onReady', async () => variants.start());
    app.addHook('onClose', async () => {
      await variants.stop();
      store.storage.close();
    });
    await app.register(mediaRoutes, { prefix: '/media', media: store });
  },
  { name: 'media', dependencies: ['db'] },
);
