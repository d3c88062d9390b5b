import type { Plugin } from 'vite';

/**
 * How the build splits the app into files. Every file costs a request on a slow phone and compresses on its own (a
 * 0.3 KB chunk costs about 0.25 KB more than the same code inside a bigger one), so the shell is one file.
 */

/**
 * Hindi-only chunks are named hi-*: the service worker leaves them out of its precache, and the benchmark lists them.
 * A feature's catalogue is hi-FEATURE (the shell's hi-shell), the API's dictionary hi-api-messages, the reference
 * tables hi-reference-NAME, and packages/shared's NAME-hi.ts hi-NAME.
 */
export function chunkFileName({ name, facadeModuleId }: { name: string; facadeModuleId: string | null }): string {
  // The icon groups of vite.config.ts are named by Rolldown after every screen that shares them: far too long a name.
  if (name.startsWith('icons')) return 'assets/icons-[hash].js';
  const id = facadeModuleId ?? '';
  const catalogue = catalogueOf(id);
  if (catalogue) return `assets/hi-${catalogue}-[hash].js`;
  if (/\/i18n\/api-messages\.ts$/.test(id)) return 'assets/hi-api-messages-[hash].js';
  if (/\/reference\/hindi\.ts$/.test(id)) return 'assets/hi-reference-[hash].js';
  const reference = /\/reference\/hi\/([\w-]+)\.ts$/.exec(id);
  if (reference) return `assets/hi-reference-${reference[1]}-[hash].js`;
  const shared = /\/shared\/src\/([\w-]+)-hi\.ts$/.exec(id);
  if (shared) return `assets/hi-${shared[1]}-[hash].js`;
  return 'assets/[name]-[hash].js';
}

/**
 * Small modules nearly every screen shows (loading, empty and error states, cards, dates, members' photos and badges,
 * text lengths): kept in the shell rather than in a file of their own each (a few hundred bytes, one request each).
 */
const everyScreen = [
  'web/src/components/ui/error-state.tsx',
  'web/src/components/ui/empty-state.tsx',
  'web/src/components/ui/skeleton.tsx',
  'web/src/components/ui/card.tsx',
  'web/src/components/ui/stored-image.tsx',
  'web/src/components/verified-badge.tsx',
  'web/src/lib/stored-image.ts',
  'web/src/lib/i18n/format.ts',
  'shared/src/graphemes.ts',
];
const isEveryScreenModule = (id: string) => everyScreen.some((path) => id.replaceAll('\\', '/').endsWith(`/${path}`));

/**
 * Which modules an entry reaches through static imports only (what loads with it, never behind a dynamic import): the
 * plugin records every module's imports during the build; `reached(entry)`, asked at chunking (once every module is
 * parsed), is the set a chunk group's test looks in.
 */
export function staticReach(): { plugin: Plugin; reached: (entry: string) => ReadonlySet<string> } {
  const imports = new Map<string, readonly string[]>();
  const reach = (entry: string) => {
    const found = new Set<string>();
    const queue = [entry];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      // The app's own modules; packages follow their importers (a package's index may re-export far more than is used).
      if (found.has(id) || id.includes('node_modules')) continue;
      found.add(id);
      queue.push(...(imports.get(id) ?? []));
    }
    return found;
  };
  const memo = new Map<string, Set<string>>();
  const reached = (entry: string) => {
    if (!memo.has(entry)) memo.set(entry, reach(entry));
    return memo.get(entry)!;
  };
  return {
    plugin: {
      name: 'samaj:static-imports',
      apply: 'build',
      moduleParsed(info) {
        const dynamic = new Set(info.dynamicallyImportedIds);
        imports.set(
          info.id,
          info.importedIds.filter((id) => !dynamic.has(id)),
        );
      },
    },
    reached,
  };
}

/** The shell: what `main` imports, directly or not, and the small modules of every screen. */
export const isShellModule = (modules: ReturnType<typeof staticReach>, main: string) => (id: string) =>
  modules.reached(main).has(id) || isEveryScreenModule(id);

/**
 * Fails the build when one of `pages` (modules under src/) loads a chunk of `group` with its code: a module a guest's
 * page shares with the member frame would otherwise pull the whole frame into the guest's download, unnoticed.
 */
export function keepGroupOutOf(group: string, pages: string[]): Plugin {
  return {
    name: 'samaj:keep-group-out',
    // The browser's build, not the prerender's for Node.
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      for (const page of pages) {
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/${page}`));
        if (!start) this.error(`keep-group-out: no chunk starts at src/${page}`);
        const loaded = loadedWith(byFile, [start.fileName]);
        const inGroup = [...loaded].find((file) => file.startsWith(`assets/${group}-`));
        if (inGroup) this.error(`src/${page} loads ${inGroup} with its code: move what they share out of ${group}`);
      }
    },
  };
}

/** The chunks that load with `starts` (by file name): their static imports, followed to the end. */
export function loadedWith(byFile: ReadonlyMap<string, { imports: readonly string[] }>, starts: readonly string[]) {
  const found = new Set<string>();
  const queue = [...starts];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return found;
}

/** The Hindi catalogue a module is ('shell' or a feature's name), if it is one. */
export function catalogueOf(id: string): string | undefined {
  const catalogue = /\/src\/(?:features\/([^/]+)\/)?locales\/hi\.po$/.exec(id);
  return catalogue ? (catalogue[1] ?? 'shell') : undefined;
}
