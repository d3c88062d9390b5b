/**
 * Draws the app's PNG icons from the SVG logo (Android's installer and splash screen, iOS's home screen and the
 * notification badge want bitmaps). Run after changing the logo: `node scripts/node.mjs scripts/make-icons.ts`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.join(import.meta.dirname, '..', 'apps', 'web', 'public');
const outDir = path.join(publicDir, 'icons');

const logo = await readFile(path.join(publicDir, 'logo.svg'));
const maskable = await readFile(path.join(publicDir, 'logo-maskable.svg'));

/** The badge is a white silhouette on transparency (Android paints it in one colour): the flame and the bowl. */
const badge = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <path d="M32 6c6.5 9 10.6 15.3 10.6 21.8a10.6 10.6 0 0 1-21.2 0C21.4 21.3 25.5 15 32 6Z" fill="#fff"/>
  <path d="M8 38h48c0 10.8-10.7 18.6-24 18.6S8 48.8 8 38Z" fill="#fff"/>
</svg>`);

async function png(svg: Buffer, size: number, name: string) {
  const data = await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  await writeFile(path.join(outDir, name), data);
}

await mkdir(outDir, { recursive: true });
await png(logo, 192, 'icon-192.png');
await png(logo, 512, 'icon-512.png');
await png(maskable, 512, 'maskable-512.png');
await png(maskable, 180, 'apple-touch-icon.png');
await png(badge, 96, 'badge-96.png');
console.log(`Icons written to ${path.relative(process.cwd(), outDir)}`);
