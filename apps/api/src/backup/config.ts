import { loadConfig, type Config } from '../config/index.ts';

/**
 * The configuration for `npm run backup` and `npm run restore`, without loading's one side effect: with no JWT_SECRET
 * set, it creates one in DATA_DIR, and a restore needs that folder untouched (the archive brings the secret that
 * signed its sessions). Neither command signs anything.
 */
export function backupConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig({ ...env, JWT_SECRET: env['JWT_SECRET'] ?? 'not-used-by-backup-or-restore-0123456789' });
}
