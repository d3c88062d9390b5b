/**
 * `npm start`: builds the web app when it has not been built, then serves the SPA and the API on one
 * port with the embedded database (or DATABASE_URL) and the demo community on first start.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { mustRun, repoRoot } from './lib.ts';

const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(`Samaj needs Node.js 22 or newer (24 LTS recommended); this is ${process.version}.`);
  process.exit(1);
}

if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
  console.log('Building the web app (first start only)…');
  await mustRun('npm', ['run', 'build', '-w', 'apps/web']);
}

await import('../apps/api/src/server.ts');
