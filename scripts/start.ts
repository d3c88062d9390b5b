/**
 * `npm start`: builds the web app when it has not been built, then serves the SPA and the API on one
 * port with the embedded database (or DATABASE_URL) and the demo community on first start. It runs through
 * scripts/node.mjs, which picks a Node that can run it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { mustRun, repoRoot } from './lib.ts';

if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
  console.log('Building the web app (first start only)…');
  await mustRun('npm', ['run', 'build', '-w', 'apps/web']);
}

await import('../apps/api/src/server.ts');
