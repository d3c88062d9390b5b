import type { FastifyInstance, FastifyReply } from 'fastify';
import { forbidden, notFound } from '../../lib/errors.ts';
import { LocalMediaStorage } from './local-storage.ts';
import type { MediaStore } from './media-store.ts';
import { originalKey, storedName, type MediaKey } from './storage.ts';

const noSuchFile = () => notFound('No such file');
const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A photo served in place of a smaller copy it does not have: not for ever, in case the copy is made later. */
const PUBLIC_STAND_IN_CACHE_CONTROL = 'public, max-age=86400';

async function sendStored(
  media: MediaStore,
  key: MediaKey,
  reply: FastifyReply,
  cacheControl: string,
  standInCacheControl = cacheControl,
) {
  if (!storedName.test(key.name)) throw noSuchFile();
  let file = await media.storage.read(key);
  const original = originalKey(key);
  // Photos stored before smaller copies were made have none: the photo itself stands in (the web asks for copies).
  if (!file && original && original.name !== key.name) {
    file = await media.storage.read(original);
    cacheControl = standInCacheControl;
  }
  if (!file) throw noSuchFile();
  return reply
    .type('image/webp')
    .header('content-length', file.size)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}

/**
 * Stored images under /media (register with that prefix). Public ones, streamed from the storage with year-long
 * immutable caching (a file's name changes whenever its content does). Private ones only for a local folder, and
 * only with a genuine unexpired link; a bucket's private files are reached by presigned links to the bucket itself.
 * A photo's smaller copies (`<sha256>-480w.webp`) are served the same way; the photo stands in for a missing one.
 */
export async function mediaRoutes(app: FastifyInstance, { media, now = Date.now }: { media: MediaStore; now?: () => number }) {
  // Its own 404: a missing image must not fall through to the SPA's index.html.
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ success: false, message: 'No such file', code: 'NOT_FOUND' }),
  );

  app.get<{ Params: { name: string } }>('/:name', { schema: { hide: true } }, (request, reply) =>
    sendStored(
      media,
      { visibility: 'public', name: request.params.name },
      reply,
      PUBLIC_CACHE_CONTROL,
      PUBLIC_STAND_IN_CACHE_CONTROL,
    ),
  );

  const { storage } = media;
  if (!(storage instanceof LocalMediaStorage)) return;
  app.get<{ Params: { name: string }; Querystring: { expires?: string; signature?: string } }>(
    '/private/:name',
    { schema: { hide: true } },
    (request, reply) => {
      const { name } = request.params;
      const expires = Number(request.query.expires);
      const signature = request.query.signature ?? '';
      const current = now();
      // A photo's link opens its smaller copies too (same signature): the web derives their links from it.
      const signedName = originalKey({ visibility: 'private', name })?.name ?? name;
      if (!storage.isValidLink(signedName, expires, signature, current)) {
        throw forbidden('This photo link has expired or is not valid. Reload the page for a new one');
      }
      const secondsLeft = Math.max(0, Math.floor((expires * 1000 - current) / 1000));
      return sendStored(media, { visibility: 'private', name }, reply, `private, max-age=${secondsLeft}`);
    },
  );
}
