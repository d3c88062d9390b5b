/**
 * @lingui/react imports the `use-sync-external-store` shim, written for React 17; React 19 has the hook itself, and
 * vite.config.ts points the shim here instead of shipping its 2 KB.
 */
export { useSyncExternalStore } from 'react';
