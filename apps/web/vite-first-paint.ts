import { readFile } from 'node:fs/promises';
import { minify, type Plugin } from 'vite';

/** Where index.html, and the plugins that edit it before this one (vite-route-preload.ts, vite-prerender.ts), have it. */
export const FIRST_PAINT_TAG = '<script src="/first-paint.js"></script>';
const source = new URL('./first-paint.js', import.meta.url);

/**
 * first-paint.js (what the page must know before its first paint; a member's first requests) goes into each page's
 * <head> as an inline script rather than a file of its own: the phone runs it as soon as the HTML is in, instead of one
 * more round trip later (one slow-4G latency, 150 ms and up, before the first paint and before a member's feed is
 * asked for). The CSP allows exactly this script by its hash, which the API reads off the built pages
 * (apps/api/src/plugins/spa.ts inlineScriptHashes). In the dev server the same script goes in unminified.
 */
export function inlineFirstPaint(): Plugin {
  const inline = (html: string, code: string) => {
    if (!html.includes(FIRST_PAINT_TAG)) throw new Error(`first-paint: no ${FIRST_PAINT_TAG} in a page`);
    // The HTML parser would end the script at the first "</script" in it.
    if (/<\/script/i.test(code)) throw new Error('first-paint: the script must not contain "</script"');
    return html.replace(FIRST_PAINT_TAG, () => `<script>${code}</script>`);
  };
  return {
    name: 'samaj:first-paint',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        // The build inlines it in generateBundle, after the prerendered pages are made from index.html.
        if (context.bundle) return html;
        return inline(html, await readFile(source, 'utf8'));
      },
    },
    generateBundle: {
      // After vite-prerender.ts (listed before this plugin) has written login.html and signup.html.
      order: 'post',
      async handler(_options, bundle) {
        const { code, errors } = await minify('first-paint.js', await readFile(source, 'utf8'));
        if (errors.length > 0) throw new Error(`first-paint: ${errors.map((error) => error.message).join('; ')}`);
        const script = code.trim();
        for (const file of Object.values(bundle)) {
          if (file.type === 'asset' && file.fileName.endsWith('.html') && typeof file.source === 'string')
            file.source = inline(file.source, script);
        }
      },
    },
  };
}
