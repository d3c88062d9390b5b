import { buildApp } from './app.ts';
import backupsPlugin from './backup/plugin.ts';
import { ConfigError, loadConfig } from './config/index.ts';
import { seedDemoCommunityIfEmpty } from './seed/demo.ts';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  await app.register(backupsPlugin, { config });
  if (config.seedDemo) await seedDemoCommunityIfEmpty(app.db, app.log, { media: app.media });

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const timer = setTimeout(() => process.exit(1), 10_000);
      timer.unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  const address = await app.listen({ host: config.host, port: config.port });
  const url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  app.log.info(`Samaj is running at ${url} (${app.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
  return url;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
