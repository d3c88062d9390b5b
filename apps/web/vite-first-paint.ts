import { readFile } from 'node:fs/promises';
import { minify, type Plugin } from 'vite';

/** Where index.html, and the plugins that edit it before this one (vite-route-preload.ts, vite-prerender.ts), have it. */
export const FIRST_PAINT_TAG = '<script src="/first-paint.js"></script>';
const source = new URL('./first-paint.js', import.meta.url);

/**
 * first-paint.js (what the page must know before its first paint; a signed-in member's first requests), minified.
 *
 * index.html, the page of every member screen, has it inline in its <head>: the phone runs it as soon as the HTML is
 * in, instead of one slow-4G round trip later, so a member's feed is asked for that much sooner. The CSP allows exactly
 * this script by its hash, which the API reads off the built page (apps/api/src/plugins/spa.ts inlineScriptHashes).
 *
 * The prerendered guest pages (vite-prerender.ts) keep it as a file of their own (dist/first-paint.js): their first
 * paint then waits for it, so the page's own parsing and layout happen before that paint rather than after it, where
 * Lighthouse counts them as blocking a guest's typing (inline, /login read TBT 380–630 ms instead of 50–200 and scored
 * 82–91 instead of 96–99, for a first paint 0.5 s sooner and the same LCP: docs/BENCHMARKS.md, 2026-11-27).
 * In the dev server, index.html gets it inline, unminified.
 */
export function inlineFirstPaint(): Plugin {
  const inline = (html: string, code: string) => {
    if (!html.includes(FIRST_PAINT_TAG)) throw new Error(`first-paint: no ${FIRST_PAINT_TAG} in index.html`);
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
      // After vite-prerender.ts (listed before this plugin) has made login.html and signup.html from index.html.
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        // The prerender's own build for Node has no page.
        if (index?.type !== 'asset' || typeof index.source !== 'string') return;
        const { code, errors } = await minify('first-paint.js', await readFile(source, 'utf8'));
        if (errors.length > 0) throw new Error(`first-paint: ${errors.map((error) => error.message).join('; ')}`);
        index.source = inline(index.source, code.trim());
        this.emitFile({ type: 'asset', fileName: 'first-paint.js', source: code });
      },
    },
  };
}
