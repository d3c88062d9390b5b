import type { Plugin, Rolldown } from 'vite';
import { loadedWith } from './vite-chunks.ts';
import type { CataloguesNeeded } from './vite-lingui-build.ts';
import { FIRST_PAINT_TAG } from './vite-first-paint.ts';

type OutputChunk = Rolldown.OutputChunk;

/**
 * A signed-in member's first load of a page inside the app: the page's code (the home layout, the route's screen and
 * everything they import) is otherwise requested only once the entry chunks have arrived and run, and the router has
 * asked for the lazy route: a second round of requests after the first. This plugin lists, for each page below, the
 * chunks it needs beyond the entry's, as `<link rel="modulepreload">` tags in an inert `<template id="preload:PATH">`
 * of index.html; first-paint.js copies them into the page when a member is signed in and opens that path, so
 * they download alongside the entry chunks. Anyone else (a guest, another page) fetches nothing more.
 *
 * For a Hindi reader, `<template id="preload:PATH:hi">` lists the Hindi catalogues that code asks for (the entry's and
 * the page's modules with messages, as `cataloguesNeeded` recorded them): without it each is asked for only once the
 * code asking has run, one more round trip before the page shows (lib/i18n/catalogs.ts waits for them).
 */
export function routePreload(pages: Record<string, readonly string[]>, cataloguesNeeded: CataloguesNeeded): Plugin {
  return {
    name: 'samaj:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, filename }) {
        if (!bundle || !filename.endsWith('index.html')) return html;
        const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'));
        if (!entry) throw new Error('route-preload: the build has no entry chunk for index.html');
        const loadedAnyway = loadedWith(byFile, [entry.fileName]);
        const preloads = (files: Iterable<string>) =>
          [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
        const templates = Object.entries(pages).flatMap(([page, modules]) => {
          const starts = modules.map((module) => chunkOf(chunks, module, page).fileName);
          const pageFiles = loadedWith(byFile, starts);
          const files = [...pageFiles].filter((file) => !loadedAnyway.has(file)).sort();
          const catalogues = new Set<string>();
          for (const file of [...loadedAnyway, ...pageFiles]) {
            for (const moduleId of byFile.get(file)?.moduleIds ?? []) {
              const name = cataloguesNeeded.get(moduleId);
              if (name) catalogues.add(chunkOf(chunks, catalogueFile(name), page).fileName);
            }
          }
          return [
            `<template id="preload:${page}">${preloads(files)}</template>`,
            `<template id="preload:${page}:hi">${preloads([...catalogues].sort())}</template>`,
          ];
        });
        // Before first-paint.js, which reads them while the head is still being parsed.
        return html.replace(FIRST_PAINT_TAG, `${templates.join('\n    ')}\n    $&`);
      },
    },
  };
}

/** A Hindi catalogue's source: src/locales/hi.po for the shell, src/features/NAME/locales/hi.po otherwise. */
const catalogueFile = (name: string) => (name === 'shell' ? 'locales/hi.po' : `features/${name}/locales/hi.po`);

function chunkOf(chunks: OutputChunk[], module: string, page: string): OutputChunk {
  // The module's own chunk, or the group's (vite.config.ts) that holds it.
  const chunk = chunks.find((each) => each.moduleIds.some((id) => id.endsWith(`/src/${module}`)));
  if (!chunk) throw new Error(`route-preload: no chunk holds src/${module} (for ${page})`);
  return chunk;
}
