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

/**
 * The worker vite-plugin-pwa builds, registered by the browser's own API: the
 * few lines the app needs (a new version waits, the reload brings it in) are
 * cheaper than workbox-window, which every page would fetch at start-up.
 */
const WORKER_URL = `${import.meta.env.BASE_URL}sw.js`;

/** Offers the reload once a new version has installed beside the one controlling the page. */
function offer(container: ServiceWorkerContainer, worker: ServiceWorker): void {
  update.waiting = true;
  update.dismissed = false;
  activate = async () => {
    container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    // The generated worker skips waiting when asked (vite-plugin-pwa's prompt mode).
    worker.postMessage({ type: 'SKIP_WAITING' });
  };
}

/** Watches a worker as it installs: with a page already controlled, it is a new version. */
function follow(container: ServiceWorkerContainer, worker: ServiceWorker | null): void {
  if (worker === null) return;
  const installed = () => {
    if (worker.state !== 'installed' || container.controller === null) return;
    worker.removeEventListener('statechange', installed);
    offer(container, worker);
  };
  worker.addEventListener('statechange', installed);
  installed();
}

/** Registers the service worker (production builds in browsers that have them), after the page has loaded. */
export async function startServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (document.readyState !== 'complete')
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  const container = navigator.serviceWorker;
  try {
    // A browser that blocks service workers (an automated one, some privacy modes) may answer
    // with no registration at all rather than an error.
    const registration: ServiceWorkerRegistration | undefined = await container.register(WORKER_URL, {
      scope: import.meta.env.BASE_URL,
    });
    if (registration === undefined) return;
    if (registration.waiting !== null && container.controller !== null)
      offer(container, registration.waiting);
    follow(container, registration.installing);
    registration.addEventListener('updatefound', () => follow(container, registration.installing));
  } catch (error) {
    console.error('The service worker could not be registered', error);
  }
}

/** Reloads into the waiting version. */
export function reloadToUpdate(): void {
  void activate?.();
}

export function dismissUpdate(): void {
  update.dismissed = true;
}
