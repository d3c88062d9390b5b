/** `npm run docs:api`: writes the OpenAPI generated from the routes' zod schemas to docs/openapi.json. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/index.ts';
import { createDatabase } from '../apps/api/src/db/client.ts';
import { repoRoot } from './lib.ts';

const database = await createDatabase({ pgliteDir: 'memory://' });
await database.migrate();
const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'openapi-generation-only-0123456789abcdef', DATA_DIR: path.join(repoRoot, 'data') });
const app = await buildApp({ config, database });
await app.ready();
const target = path.join(repoRoot, 'docs/openapi.json');
writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
console.log(`Wrote ${path.relative(repoRoot, target)}`);
