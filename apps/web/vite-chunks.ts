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
  const catalogue = /\/src\/(?:features\/([^/]+)\/)?locales\/hi\.po$/.exec(id);
  if (catalogue) return `assets/hi-${catalogue[1] ?? 'shell'}-[hash].js`;
  if (/\/i18n\/api-messages\.ts$/.test(id)) return 'assets/hi-api-messages-[hash].js';
  if (/\/reference\/hindi\.ts$/.test(id)) return 'assets/hi-reference-[hash].js';
  const reference = /\/reference\/hi\/([\w-]+)\.ts$/.exec(id);
  if (reference) return `assets/hi-reference-${reference[1]}-[hash].js`;
  const shared = /\/shared\/src\/([\w-]+)-hi\.ts$/.exec(id);
  if (shared) return `assets/hi-${shared[1]}-[hash].js`;
  return 'assets/[name]-[hash].js';
}

/**
 * Small modules nearly every screen shows (loading, empty and error states, cards, dates): kept in the shell rather
 * than in a file of their own each.
 */
const everyScreen =
  /[\\/]src[\\/](components[\\/]ui[\\/](error-state|empty-state|skeleton|card)\.tsx|lib[\\/]i18n[\\/]format\.ts)$/;

/** The shell: what main.tsx imports, directly or not, and the small modules of every screen. */
export function shellChunk(entry: string): { plugin: Plugin; test: (id: string) => boolean } {
  const imports = new Map<string, readonly string[]>();
  let shell: Set<string> | undefined;
  const reach = () => {
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
    test: (id) => {
      shell ??= reach();
      return shell.has(id) || everyScreen.test(id);
    },
  };
}
