import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the build's prerender and while React hydrates that HTML, true once the app runs the page (at once on any
 * page the app renders itself). A prerendered form's submit button waits for it: before the app's code, a tap or Enter
 * must not send the form the browser's way (a GET with the password in the address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
