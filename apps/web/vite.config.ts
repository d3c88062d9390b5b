import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { catalogueOf, chunkFileName, isShellModule, keepGroupOutOf, staticReach } from './vite-chunks.ts';
import { inlineFirstPaint } from './vite-first-paint.ts';
import { type CataloguesNeeded, linguiBuild } from './vite-lingui-build.ts';
import { precompress } from './vite-precompress.ts';
import { prerender } from './vite-prerender.ts';
import { routePreload } from './vite-route-preload.ts';

const apiTarget = 'http://localhost:3000';
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);
const linguiConfig = decodeURIComponent(new URL('./lingui.config.ts', import.meta.url).pathname);

const modules = staticReach();
/** Filled by linguiBuild, read by routePreload: which Hindi catalogues a page's code asks for. */
const cataloguesNeeded: CataloguesNeeded = new Map();

const memberFrame = `${srcDir}/app/layouts/home-layout.tsx`;
let frameCatalogueNames: Set<string> | undefined;
const frameCatalogues = () =>
  (frameCatalogueNames ??= new Set([...modules.reached(memberFrame)].flatMap((id) => cataloguesNeeded.get(id) ?? [])));

/** Vendor groups that change rarely, so returning members keep them cached across app releases; then the shell. */
const chunkGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  { name: 'shell', test: isShellModule(modules, `${srcDir}/main.tsx`), priority: 10 },
  // The frame of every member page (top and bottom bars, the live connection, with what they import): one file rather
  // than a dozen. A guest's page never loads it (keepGroupOutOf below).
  { name: 'member-frame', test: (id: string) => modules.reached(memberFrame).has(id), priority: 8 },
  // And a Hindi reader's catalogues for it, but the shell's (a guest's too): one file rather than four.
  {
    name: 'hi-member-frame',
    test: (id: string) => {
      const catalogue = catalogueOf(id);
      return catalogue !== undefined && catalogue !== 'shell' && frameCatalogues().has(catalogue);
    },
    priority: 8,
  },
  // Icons, a few hundred bytes each: one file for each set of screens that uses the same icons (small sets merged)
  // rather than one file per icon, which a phone would fetch one after another. Before the frame, which would take
  // the icons it uses with it, the guests' pages' too.
  {
    name: 'icons',
    test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
    priority: 9,
    entriesAware: true,
    entriesAwareMergeThreshold: 12_000,
  },
];

export default defineConfig({
  plugins: [
    // Lingui's macros (native transform, no Babel) keep the English text beside each id, precompiled for the runtime.
    lingui({
      configPath: linguiConfig,
      macroTransform: { macro: { descriptorFields: 'message' } },
      failOnCompileError: true,
    }),
    linguiBuild(srcDir, cataloguesNeeded),
    react(),
    tailwindcss(),
    precompress(),
    modules.plugin,
    keepGroupOutOf('member-frame', ['app/routes/login.tsx', 'app/routes/signup.tsx', 'app/routes/forget-password.tsx']),
    // /login and /signup as HTML usable before the app's scripts arrive; written before the service worker's precache.
    prerender(['/login', '/signup']),
    // A signed-in member's /posts and home page fetch their code with the entry's (first-paint.js).
    routePreload(
      {
        '/posts': ['app/layouts/home-layout.tsx', 'app/routes/posts.tsx'],
        '/': ['app/layouts/home-layout.tsx', 'app/routes/home.tsx'],
      },
      cataloguesNeeded,
    ),
    // first-paint.js inline in index.html, and as a file for the guest pages, once the pages above are made.
    inlineFirstPaint(),
    // Our own service worker (src/sw.ts) with Workbox's precache list injected; public/manifest.webmanifest is the
    // manifest, and src/features/pwa registers the worker after the first render.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Hindi catalogues: only for a Hindi reader (src/sw.ts caches them when fetched).
        globIgnores: ['screenshots/**', 'assets/hi-*.js'],
      },
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: srcDir },
      { find: /^use-sync-external-store\/shim$/, replacement: `${srcDir}/lib/use-sync-external-store-shim.ts` },
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Rolldown's successor to Rollup's manualChunks.
        codeSplitting: { groups: chunkGroups },
        chunkFileNames: chunkFileName,
      },
    },
  },
});
