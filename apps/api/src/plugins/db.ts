import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.ts';
import { createDatabase, type Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Database['db'];
  }
}

export interface DbPluginOptions {
  config: Config;
  /** A database opened by the caller (tests share one per file); it is not closed with the app. */
  database?: Database;
}

export default fp(
  async function dbPlugin(app: FastifyInstance, { config, database: given }: DbPluginOptions) {
    const database =
      given ??
      (await createDatabase({
        url: config.databaseUrl,
        pgliteDir: path.join(config.dataDir, 'db'),
        poolSize: config.databasePoolSize,
      }));
    if (!given) await database.migrate();
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (!given) app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
