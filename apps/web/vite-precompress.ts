import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Smaller files gain less than the extra request header bytes cost. */
const MIN_BYTES = 1024;

/**
 * Writes a `.br` and a `.gz` beside each text file of the build, at the strongest settings: the server sends them
 * as they are (`preCompressed`), so members on slow 4G download about a quarter of the bytes at no cost per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'samaj:precompress',
    // Not for the prerender's build for Node (vite-prerender.ts).
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      // A failed build wrote nothing; returning keeps the build's own error the one that is reported.
      if (error) return;
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const fullPath = path.join(outDir, file);
          const content = await readFile(fullPath);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${fullPath}.br`, br), writeFile(`${fullPath}.gz`, gz)]);
        }),
      );
    },
  };
}
