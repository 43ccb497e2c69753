/**
 * The service worker's life as a small store: registered once at start-up in
 * a production build; when a new version has downloaded it waits, and the app
 * shows a reload prompt (see `UpdateNotice`). Nothing reloads by itself, so a
 * new version is never swapped in under a typist.
 */
import { proxy, useSnapshot } from 'valtio';

export interface AppUpdateState {
  /** A new version is installed and waits for the user's reload. */
  waiting: boolean;
  /** The user chose "Later": no prompt again until the next version. */
  dismissed: boolean;
}

const update = proxy<AppUpdateState>({ waiting: false, dismissed: false });
let activate: (() => Promise<void>) | null = null;

export const useAppUpdate = (): AppUpdateState => useSnapshot(update);

/** Registers the service worker (production builds in browsers that have them). */
export async function startServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  const reload = registerSW({
    onNeedRefresh: () => {
      update.waiting = true;
      update.dismissed = false;
    },
  });
  activate = () => reload(true);
}

/** Reloads into the waiting version. */
export function reloadToUpdate(): void {
  void activate?.();
}

export function dismissUpdate(): void {
  update.dismissed = true;
}
