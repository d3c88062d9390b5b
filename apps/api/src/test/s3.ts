import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The configuration that points the API at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver: signatures, presigned links and their expiry are checked) on a free port of
 * 127.0.0.1, keeping its objects in a temporary folder, with one empty bucket. Its key pair is S3RVER/S3RVER.
 */
export async function startTestS3(bucket = 'samaj-media'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'samaj-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      server.httpServer.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
