/** Keeps the server sync running while a Pro account's profile is the current one. */
import { SYNC_OFFLINE_MESSAGE } from '@typeshelf/core/sync';
import { useEffect } from 'react';
import { notify } from './page/notifications';
import { retryPause } from './session/realtime-options';
import { useSession } from './session/use-session';
import { useProfile } from './storage/use-profile';

type ServerSyncModule = typeof import('./server-sync');
type ConnectionBeforeSync = import('./server-sync').ConnectionBeforeSync;

/**
 * A drop of the connection no running sync saw: before the account's plan
 * was known (a premium check the drop made fail, tried again on its
 * return), or while the sync's code loaded. The next sync to start takes it.
 */
const unseen: ConnectionBeforeSync = { wentOffline: false };
let syncRunning = false;
if (typeof window !== 'undefined')
  window.addEventListener('offline', () => {
    if (!syncRunning) unseen.wentOffline = true;
  });

/**
 * The sync code, a chunk of its own: only Pro accounts load it. The
 * connection can drop while a page starts, and a chunk that fails to load
 * then would leave the page without sync until it is reloaded: it is asked
 * for again when the connection comes back, or after Realtime's reconnect
 * delays (03 §9). Meanwhile the connection is followed here, and the
 * offline warning shown here, since the sync is not there yet to show it.
 */
async function loadServerSync(
  live: () => boolean,
  before: ConnectionBeforeSync,
): Promise<ServerSyncModule | null> {
  const offline = () => {
    if (before.wentOffline || !live()) return;
    before.wentOffline = true;
    notify({ title: SYNC_OFFLINE_MESSAGE, type: 'warning' });
  };
  window.addEventListener('offline', offline);
  if (!navigator.onLine) offline();
  try {
    for (let failures = 1; live(); failures++) {
      try {
        return await import('./server-sync');
      } catch (error) {
        console.error('Loading the sync failed', error);
        if (!navigator.onLine) offline();
        await retryPause(failures);
      }
    }
    return null;
  } finally {
    window.removeEventListener('offline', offline);
  }
}

export function useServerSync(): void {
  const session = useSession();
  const profile = useProfile();
  const userId = session.userId;
  const premium = session.accountInfo.isPremium;
  useEffect(() => {
    if (!premium || userId === null || profile.profile !== userId) return;
    let running: { stop: () => void } | null = null;
    let live = true;
    const before: ConnectionBeforeSync = { wentOffline: false };
    void loadServerSync(() => live, before).then((module) => {
      if (!live || !module) return;
      before.wentOffline ||= unseen.wentOffline;
      unseen.wentOffline = false;
      syncRunning = true;
      running = module.startServerSync(profile, userId, before);
    });
    return () => {
      live = false;
      if (running) syncRunning = false;
      running?.stop();
    };
  }, [premium, userId, profile]);
}
