/**
 * The service worker's life as a small store: registered once at start-up in
 * a production build; when a new version has downloaded it waits, and the app
 * shows a reload prompt (see `UpdateNotice`). Nothing reloads by itself, so a
 * new version is never swapped in under a typist.
 */
import { useSyncExternalStore } from 'react';

export interface AppUpdateState {
  /** A new version is installed and waits for the user's reload. */
  waiting: boolean;
  /** The user chose "Later": no prompt again until the next version. */
  dismissed: boolean;
}

let state: AppUpdateState = { waiting: false, dismissed: false };
const listeners = new Set<() => void>();
let activate: (() => Promise<void>) | null = null;

function set(next: AppUpdateState) {
  state = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useAppUpdate = () => useSyncExternalStore(subscribe, () => state);

/** Registers the service worker (production builds in browsers that have them). */
export async function startServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  const update = registerSW({
    onNeedRefresh: () => set({ waiting: true, dismissed: false }),
  });
  activate = () => update(true);
}

/** Reloads into the waiting version. */
export function reloadToUpdate(): void {
  void activate?.();
}

export function dismissUpdate(): void {
  set({ ...state, dismissed: true });
}
