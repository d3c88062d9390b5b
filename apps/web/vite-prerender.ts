import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { ID_ATTRIBUTES, PRERENDER_ID_PREFIX } from './src/app/prerender-ids.ts';
import { FIRST_PAINT_TAG } from './vite-first-paint.ts';

const languages = ['en', 'hi'] as const;

/**
 * Shown before any script: the copy in the language first-paint.js put on <html lang> (the other one is never painted),
 * and nothing of the login form for a member whose session is stored (the app takes them onwards).
 */
const prerenderCss = [
  'html:not([lang="hi"]) [data-prerendered="hi"],html[lang="hi"] [data-prerendered="en"]{display:none}',
  'html[data-signed-in] [data-prerendered]{visibility:hidden}',
].join('');

type Render = (path: string, language: (typeof languages)[number]) => Promise<string>;

/** Builds src/prerender.tsx for Node with the app's own Vite config (as an SSR build), and loads it. */
async function loadRenderer(config: ResolvedConfig): Promise<Render> {
  const outDir = path.join(config.root, 'node_modules/.cache/samaj-prerender');
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: {
      ssr: 'src/prerender.tsx',
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'prerender.js' } },
    },
  });
  const module = (await import(`${pathToFileURL(path.join(outDir, 'prerender.js')).href}?${Date.now()}`)) as {
    render: Render;
  };
  // One file, loaded: the build output is not needed any more.
  await rm(outDir, { recursive: true, force: true });
  return module.render;
}

/** The Hindi copy's ids (and what points at them) prefixed; main.tsx takes the prefix off before it hydrates. */
function prefixIds(html: string): string {
  const attributes = ID_ATTRIBUTES.join('|');
  return html.replace(
    new RegExp(`(\\s(?:${attributes})=")([^"]*)"`, 'g'),
    (_, start: string, value: string) =>
      `${start}${value
        .split(' ')
        .map((id) => (id ? PRERENDER_ID_PREFIX + id : id))
        .join(' ')}"`,
  );
}

/**
 * The app's scripts, their preloads and the full stylesheet, held in <template id="after-paint"> (inert: nothing is
 * fetched) for first-paint.js: the stylesheet once the page has painted, the scripts downloaded once it has loaded and
 * run at the guest's first touch. The form shows, and is usable, without ~200 KB of JavaScript sharing the phone's
 * bandwidth with it, and the phone's CPU is not busy starting the app before anyone uses it.
 */
function afterPaint(html: string): string {
  const tags = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="(?:modulepreload|stylesheet)"[^>]*>/g;
  const held = html.match(tags)?.map((tag) => tag.trim()) ?? [];
  if (!held.some((tag) => tag.startsWith('<script')))
    throw new Error('prerender: no module script in the page to load after the first paint');
  return html
    .replace(tags, '')
    .replace(FIRST_PAINT_TAG, `<template id="after-paint">${held.join('')}</template>\n    $&`);
}

/**
 * /login and /signup as HTML a phone can use before the app's JavaScript arrives (issue 16, "Fast first load"): at
 * build time, src/prerender.tsx renders each page with React in English and in Hindi; both copies go into a copy of
 * index.html (dist/login.html, dist/signup.html), and first-paint.js, in <head>, chooses which one shows. The CSS
 * those pages use is inlined (Beasties); the full stylesheet and the app's scripts come after the first paint
 * (afterPaint), so nothing but the HTML and first-paint.js comes before it. The app's scripts run at the guest's first
 * touch and hydrate the copy on screen (main.tsx), keeping what was typed and the tap that started them. The API serves these files for /login and /signup (apps/api/src/plugins/spa.ts), the service worker
 * precaches them and answers those two navigations with them (src/sw.ts).
 */
export function prerender(pages: readonly string[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'samaj:prerender',
    // Not in the SSR build that this plugin itself starts.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string')
          throw new Error('prerender: the build made no index.html');
        const stylesheets = new Map(
          Object.values(bundle).flatMap((file) =>
            file.type === 'asset' && file.fileName.endsWith('.css') ? [[file.fileName, String(file.source)]] : [],
          ),
        );
        const beasties = new Beasties({
          path: config.build.outDir,
          publicPath: '/',
          // The full stylesheet at the end of <body>: it blocks no paint, and the CSP allows no onload="" swap.
          preload: 'body',
          pruneSource: false,
          reduceInlineStyles: false,
          // Not in the document's classes at build time, set before the first paint by first-paint.js.
          allowRules: [/\.dark\b/, /:lang\(/, /\[lang=/],
          fonts: true,
          logLevel: 'warn',
        });
        beasties.readFile = (file) => {
          const css = stylesheets.get(path.relative(config.build.outDir, file).split(path.sep).join('/'));
          if (css === undefined) throw new Error(`prerender: no stylesheet ${file} in the build`);
          return css;
        };
        // The Devanagari font's faces: Beasties keeps only faces named in a font-family, and ours is named in a variable.
        const fontFaces = [...stylesheets.values()].flatMap((css) => css.match(/@font-face\{[^}]*\}/g) ?? []).join('');
        const render = await loadRenderer(config);
        for (const page of pages) {
          const copies: string[] = [];
          for (const language of languages) {
            const markup = await render(page, language);
            const id = language === 'en' ? 'root' : `root-${language}`;
            copies.push(
              `<div id="${id}" data-prerendered="${language}">${language === 'en' ? markup : prefixIds(markup)}</div>`,
            );
          }
          const root = /<div id="root">[\s\S]*?<\/div>\s*(?=<noscript>)/;
          if (!root.test(index.source))
            throw new Error('prerender: index.html has no <div id="root"> before its <noscript>');
          const html = index.source
            // A member's page code to fetch ahead (vite-route-preload.ts): a guest's page needs none of it.
            .replace(/\s*<template id="preload:[^"]*">[\s\S]*?<\/template>/g, '')
            .replace(root, `${copies.join('\n    ')}\n    `)
            .replace('</head>', `  <style>${prerenderCss}${fontFaces}</style>\n  </head>`);
          const processed = (await beasties.process(html)).replace(' data-beasties-container', '');
          this.emitFile({ type: 'asset', fileName: `${page.slice(1)}.html`, source: afterPaint(processed) });
        }
      },
    },
  };
}
