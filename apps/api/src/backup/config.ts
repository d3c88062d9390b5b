import { loadConfig, type Config } from '../config/index.ts';

/**
 * The configuration for `npm run backup` and `npm run restore`: no development secrets are created in DATA_DIR, since
 * a restore needs that folder untouched (the archive brings the secrets that signed its sessions and push
 * subscriptions), and neither command signs anything.
 */
export function backupConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig(env, { generateSecrets: false });
}
