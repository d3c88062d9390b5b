import { describe, expect, it } from 'vitest';
import { imageVariantName, listedCopyLinks, withCopyLinks } from './images.ts';

const name = `${'b'.repeat(64)}.webp`;
const presigned = (file: string, signature: string) =>
  `https://bucket.s3.ap-south-1.amazonaws.com/private/${file}?X-Amz-Algorithm=AWS4-HMAC-SHA256` +
  `&X-Amz-Credential=AKIA%2F20260101%2Fap-south-1%2Fs3%2Faws4_request&X-Amz-Date=20260101T000000Z&X-Amz-Expires=1200` +
  `&X-Amz-Security-Token=IQo%2Bab%3D%3D&X-Amz-Signature=${signature}&X-Amz-SignedHeaders=host&x-id=GetObject`;

describe("a private photo's link listing its copies' links", () => {
  it('carries only what differs (the signature) and gives the copies back exactly', () => {
    const photo = presigned(name, '1'.repeat(64));
    const copy480 = presigned(imageVariantName(name, 480), '2'.repeat(64));
    const copy720 = presigned(imageVariantName(name, 720), '3'.repeat(64));
    const link = withCopyLinks(photo, [
      { width: 480, link: copy480 },
      { width: 720, link: copy720 },
    ]);
    expect(link.startsWith(`${photo}#`)).toBe(true);
    expect(link.length - photo.length).toBeLessThan(200);
    expect(new URL(link).hash).toBe(
      `#480w=X-Amz-Signature%3D${'2'.repeat(64)}&720w=X-Amz-Signature%3D${'3'.repeat(64)}`,
    );
    expect(listedCopyLinks(link)).toEqual(
      new Map([
        [480, copy480],
        [720, copy720],
      ]),
    );
  });

  it('lists only the copies given, and none whose link differs in more than its query', () => {
    const photo = presigned(name, '1'.repeat(64));
    const elsewhere = presigned(imageVariantName(name, 720), '3'.repeat(64)).replace('/private/', '/public/');
    const link = withCopyLinks(photo, [
      { width: 480, link: presigned(imageVariantName(name, 480), '2'.repeat(64)) },
      { width: 720, link: elsewhere },
    ]);
    expect([...listedCopyLinks(link).keys()]).toEqual([480]);
    expect(withCopyLinks(photo, [])).toBe(photo);
    expect(withCopyLinks(photo, [{ width: 720, link: elsewhere }])).toBe(photo);
  });

  it('lists nothing for links without such a fragment', () => {
    expect(listedCopyLinks(`/media/${name}`).size).toBe(0);
    expect(listedCopyLinks(`/media/private/${name}?expires=1&signature=x`).size).toBe(0);
    expect(listedCopyLinks(`${presigned(name, '1'.repeat(64))}#something-else`).size).toBe(0);
    expect(listedCopyLinks('https://example.com/picture.jpg#480w=a%3Db').size).toBe(0);
  });
});
