/**
 * `npm run media:migrate [-- --from DIR]`
 *
 * Copies a local media folder (MEDIA_DIR, by default DATA_DIR/media, or --from DIR) into the bucket configured by
 * MEDIA_STORE=s3 and the S3_* variables. Safe to run again, also while the servers run.
 */
import { ConfigError, loadConfig } from '../../config/index.ts';
import { commandOptions } from '../../lib/command-line.ts';
import { copyMediaFolderToBucket } from './migrate.ts';
import { S3MediaStorage } from './s3-storage.ts';

const usage = `Usage: npm run media:migrate [-- --from DIR]

Copies the images of a local media folder (default: MEDIA_DIR, else DATA_DIR/media) into the S3 bucket of
MEDIA_STORE=s3 (S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE).
Images the bucket has already are skipped: run it again after an interruption, or once more after switching.`;

async function main(): Promise<number> {
  const values = commandOptions({ from: { type: 'string' } }, usage);
  if (typeof values === 'number') return values;
  const config = loadConfig();
  if (!config.media.s3) {
    console.error(
      'Set MEDIA_STORE=s3 and S3_BUCKET (with S3_ENDPOINT and credentials as needed): the images go there.',
    );
    return 2;
  }
  const from = values.from ?? config.media.dir;
  const bucket = new S3MediaStorage(config.media.s3);
  try {
    console.log(`Copying ${from} into the bucket ${config.media.s3.bucket}…`);
    const report = await copyMediaFolderToBucket(from, bucket);
    console.log(`Copied ${report.copied} images; ${report.alreadyThere} were there already.`);
    for (const file of report.ignored) console.log(`Left alone (not a stored image): ${file}`);
    return 0;
  } finally {
    bucket.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
