/**
 * wouter reaches React's `useSyncExternalStore` through the
 * `use-sync-external-store` shim, written for React 17. React 19 has the hook
 * itself: the build points the shim here so every page stops shipping it.
 */
export { useSyncExternalStore } from 'react';
