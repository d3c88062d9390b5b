import { i18n, type Messages } from '@lingui/core';

type CatalogModule = { messages: Messages };

/*
 * One Hindi catalogue per feature and one for the shell (app/, components/, lib/), compiled from the .po files by
 * @lingui/vite-plugin; each is its own chunk (assets/hi-NAME-hash.js). English needs none: its text is in the code,
 * precompiled by vite-lingui-build.ts.
 *
 * A Hindi reader fetches only the catalogues of the code on the phone: every module that writes messages calls
 * `needCatalog('its-feature')` when it is evaluated (the build adds the call, vite-lingui-build.ts), so opening a
 * screen asks for its features' catalogues, and the route waits for them (`withCatalogs` in router.tsx) before it
 * shows: no English frame on a route change.
 */
const files = import.meta.glob<CatalogModule>(['../../features/*/locales/hi.po', '../../locales/hi.po']);
const loaders = new Map<string, () => Promise<void>>(
  Object.entries(files).map(([file, load]) => [
    /features\/([^/]+)\//.exec(file)?.[1] ?? 'shell',
    () => load().then(({ messages }) => i18n.load('hi', messages)),
  ]),
);

/** The catalogues of the code evaluated so far. */
const needed = new Set(['shell']);
/** Hindi catalogues fetched or on their way, by name. */
const fetched = new Map<string, Promise<void>>();
let hindiWanted = false;

function fetchHindi(name: string): Promise<void> {
  let fetching = fetched.get(name);
  if (!fetching) {
    const load = loaders.get(name);
    fetching = load
      ? load().catch((error: unknown) => {
          fetched.delete(name); // offline: the English stays, and the next screen tries again
          throw error;
        })
      : Promise.resolve();
    fetched.set(name, fetching);
  }
  return fetching;
}

/** Called by the build in every module of feature `name` that has messages, when the module is evaluated. */
export function needCatalog(name: string): void {
  needed.add(name);
  if (hindiWanted) fetchHindi(name).catch(() => undefined);
}

/**
 * Hindi words that are not Lingui messages (the notifications' sentences, shared with the API's pushes): fetched and
 * waited for like a catalogue, once code that shows them is on the phone of a Hindi reader.
 */
export function needHindi(name: string, load: () => Promise<void>): void {
  loaders.set(name, load);
  needCatalog(name);
}

/** Hindi from now on: fetches the catalogues of every piece of code evaluated so far (the shell's at least). */
export async function loadHindiCatalogs(): Promise<void> {
  hindiWanted = true;
  await Promise.all([...needed].map(fetchHindi)).catch((error: unknown) => {
    hindiWanted = false;
    throw error;
  });
}

export function stopHindiCatalogs(): void {
  hindiWanted = false;
}

/** Waits for the catalogues asked for so far (none in English); one that cannot arrive leaves its texts in English. */
export async function catalogsReady(): Promise<void> {
  if (hindiWanted) await Promise.allSettled([...needed].map(fetchHindi));
}
