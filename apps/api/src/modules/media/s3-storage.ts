import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config/index.ts';
import type { MediaKey, MediaStorage, SigningWindow, StoredFile } from './storage.ts';

/** The object key of a stored image: `public/<name>` or `private/<name>`; a CDN serves only `public/`. */
export const objectKey = ({ visibility, name }: MediaKey) => `${visibility}/${name}`;

const READY_CHECK_KEY = 'ready-check';

const cacheControl: Record<MediaKey['visibility'], string> = {
  public: 'public, max-age=31536000, immutable',
  // Browsers may keep a photo they were allowed to see; shared caches never store it.
  private: 'private, max-age=31536000, immutable',
};

/**
 * Images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2...) shared by every API process.
 * The bucket itself stays private: public images reach browsers through the API (`/media/<name>`) or a CDN whose
 * origin is the `public/` prefix, private ones through presigned links.
 */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3';
  readonly signedLinkOpensCopies = false;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where S3 requires them: several S3-compatible services refuse the newer checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  async put(key: MediaKey, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: objectKey(key),
        Body: bytes,
        ContentType: 'image/webp',
        CacheControl: cacheControl[key.visibility],
      }),
    );
  }

  async read(key: MediaKey): Promise<StoredFile | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: objectKey(key) }));
      if (!(object.Body instanceof Readable)) throw new Error('The S3 client did not answer with a Node stream');
      return { body: object.Body, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async remove(key: MediaKey): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: objectKey(key) }));
  }

  signedUrl(key: MediaKey, { signedAt, expiresAt }: SigningWindow): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: objectKey(key) }), {
      signingDate: signedAt,
      expiresIn: Math.round((expiresAt.getTime() - signedAt.getTime()) / 1000),
    });
  }

  /**
   * Asks for an object that need not exist: "not found" proves the bucket answers and takes these credentials (with
   * s3:ListBucket granted; without it S3 says "access denied" for a missing object, which fails the check).
   */
  async check(): Promise<void> {
    await this.exists(READY_CHECK_KEY);
  }

  /** Whether the image is stored already (the migration skips those, an export adds the copies there are). */
  has(key: MediaKey): Promise<boolean> {
    return this.exists(objectKey(key));
  }

  private async exists(objectKey: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: objectKey }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
}
