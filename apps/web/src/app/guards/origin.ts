import type { Location } from 'react-router';

/** Where a member was headed when the login wall stopped them (router state `from`). */
export interface Origin {
  pathname: string;
  search: string;
  hash: string;
}

export function originOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>): Origin {
  return { pathname: location.pathname, search: location.search, hash: location.hash };
}

export function originFromState(state: unknown): string | null {
  const from = (state as { from?: Partial<Origin> } | null)?.from;
  if (!from?.pathname || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

let lastProtectedPath: string | null = null;

/** The last page a logged-in member saw in this visit: "the previous page" for a guest-only redirect. */
export const lastPage = {
  remember(path: string) {
    lastProtectedPath = path;
  },
  get(): string | null {
    return lastProtectedPath;
  },
  forget() {
    lastProtectedPath = null;
  },
};
