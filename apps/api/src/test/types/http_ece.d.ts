/** The part of http_ece (RFC 8188 / RFC 8291 content encoding, web-push's own) that the local push service uses. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer;
}
