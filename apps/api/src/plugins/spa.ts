import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app and decides what an unknown path gets: under /api and /media the JSON error
 * envelope with 404 (a missing image is not a page); /login and /signup their prerendered HTML (usable before the
 * app's scripts arrive, apps/web/vite-prerender.ts); any other page index.html, so the SPA's router (and its 404
 * page) decides.
 * Hashed assets are cached for a year, index.html never; text files go out brotli- or gzip-compressed.
 */
/** The pages the web app's build writes as HTML of their own (dist/NAME.html). */
const PRERENDERED_PAGES = ['login', 'signup'];

/**
 * The CSP sources that allow the built pages' inline scripts (apps/web/vite-first-paint.ts: first-paint.js in
 * index.html's <head>), each by its SHA-256, read off the files this server sends: a page and its hash cannot
 * disagree, and no other inline script runs. None without a build.
 */
export function inlineScriptHashes(distDir: string | undefined): string[] {
  if (!distDir) return [];
  const hashes = new Set<string>();
  for (const page of ['index', ...PRERENDERED_PAGES]) {
    const file = path.join(distDir, `${page}.html`);
    if (!existsSync(file)) continue;
    for (const [, code] of readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g))
      hashes.add(`'sha256-${createHash('sha256').update(code!).digest('base64')}'`);
  }
  return [...hashes];
}

export default fp(
  async function spaPlugin(app: FastifyInstance, { distDir }: { distDir: string | undefined }) {
    const spaBuilt = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
    if (distDir && !spaBuilt) app.log.warn({ distDir }, 'web app not built: only the API is served');
    if (spaBuilt) {
      await app.register(fastifyStatic, {
        root: distDir,
        index: false,
        // The build writes .br and .gz beside each text file (apps/web/vite-precompress.ts).
        preCompressed: true,
        setHeaders(reply, filePath) {
          const hashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      app.get('/', { schema: { hide: true } }, (_request, reply) =>
        reply.header('cache-control', 'no-cache').sendFile('index.html'),
      );
      for (const page of PRERENDERED_PAGES) {
        if (!existsSync(path.join(distDir, `${page}.html`))) continue;
        app.get(`/${page}`, { schema: { hide: true } }, (_request, reply) =>
          reply.header('cache-control', 'no-cache').sendFile(`${page}.html`),
        );
      }
    }

    app.setNotFoundHandler((request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      const notAPage = ['/api', '/media'].some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));
      if (spaBuilt && !notAPage && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply
        .status(404)
        .send({ success: false, message: `No such endpoint: ${request.method} ${urlPath}`, code: 'NOT_FOUND' });
    });
  },
  { name: 'spa' },
);
