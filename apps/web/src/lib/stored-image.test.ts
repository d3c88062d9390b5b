import { describe, expect, it } from 'vitest';
import { AVATAR_VARIANT_WIDTHS, withCopyLinks } from '@samaj/shared/images';
import { storedImageSrcSet, storedImageVariant } from './stored-image';

const hash = 'a'.repeat(64);

describe('stored photos and their smaller copies', () => {
  it('names the copies of a photo served by the API, a CDN or a signed local link', () => {
    expect(storedImageVariant(`/media/${hash}.webp`, 480)).toBe(`/media/${hash}-480w.webp`);
    expect(storedImageVariant(`https://cdn.example.in/${hash}.webp`, 720)).toBe(
      `https://cdn.example.in/${hash}-720w.webp`,
    );
    expect(storedImageVariant(`/media/private/${hash}.webp?expires=1700000000&signature=abc_-`, 480)).toBe(
      `/media/private/${hash}-480w.webp?expires=1700000000&signature=abc_-`,
    );
    // A photo across the screen: no thumbnails (those are the avatars').
    expect(storedImageSrcSet(`/media/${hash}.webp`)).toBe(
      `/media/${hash}-480w.webp 480w, /media/${hash}-720w.webp 720w, /media/${hash}.webp 1080w`,
    );
  });

  it('gives an avatar its small copies only (at most 96 CSS px wide: 480 px is enough at DPR 3)', () => {
    expect(storedImageSrcSet(`/media/${hash}.webp`, AVATAR_VARIANT_WIDTHS)).toBe(
      `/media/${hash}-96w.webp 96w, /media/${hash}-192w.webp 192w, /media/${hash}-480w.webp 480w`,
    );
    const signed = `/media/private/${hash}.webp?expires=1700000000&signature=abc_-`;
    expect(storedImageSrcSet(signed, AVATAR_VARIANT_WIDTHS)).toBe(
      `/media/private/${hash}-96w.webp?expires=1700000000&signature=abc_- 96w, ` +
        `/media/private/${hash}-192w.webp?expires=1700000000&signature=abc_- 192w, ` +
        `/media/private/${hash}-480w.webp?expires=1700000000&signature=abc_- 480w`,
    );
    expect(storedImageSrcSet('blob:https://samaj.test/1234', AVATAR_VARIANT_WIDTHS)).toBeUndefined();
  });

  it("takes a bucket presigned link's copies from its fragment: only those listed (stored), each signed for itself", () => {
    const presigned = (file: string, signature: string) =>
      `https://bucket.s3.example.com/private/${file}?X-Amz-Date=20260101T000000Z&X-Amz-Expires=1200&X-Amz-Signature=${signature}`;
    const photo = presigned(`${hash}.webp`, '1'.repeat(64));
    const copy480 = presigned(`${hash}-480w.webp`, '2'.repeat(64));
    const copy720 = presigned(`${hash}-720w.webp`, '3'.repeat(64));
    const both = withCopyLinks(photo, [
      { width: 480, link: copy480 },
      { width: 720, link: copy720 },
    ]);
    expect(storedImageVariant(both, 480)).toBe(copy480);
    expect(storedImageSrcSet(both)).toBe(`${copy480} 480w, ${copy720} 720w, ${photo} 1080w`);
    const one = withCopyLinks(photo, [{ width: 720, link: copy720 }]);
    expect(storedImageVariant(one, 480)).toBeUndefined();
    expect(storedImageSrcSet(one)).toBe(`${copy720} 720w, ${photo} 1080w`);
  });

  it('offers none for anything else: a bucket presigned link listing no copies (none stored yet), an outside picture', () => {
    const presigned = `https://bucket.s3.example.com/private/${hash}.webp?X-Amz-Signature=abc&X-Amz-Expires=900`;
    expect(storedImageVariant(presigned, 480)).toBeUndefined();
    expect(storedImageSrcSet(presigned)).toBeUndefined();
    expect(storedImageSrcSet('https://example.com/picture.jpg')).toBeUndefined();
    expect(storedImageSrcSet(`/media/${hash}-480w.webp`)).toBeUndefined();
    expect(storedImageSrcSet('blob:https://samaj.test/1234')).toBeUndefined();
  });
});
