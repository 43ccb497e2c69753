/** Keeps the server sync running while a Pro account's profile is the current one. */
import { retryDelay } from '@typeshelf/core/sync';
import { useEffect } from 'react';
import { useSession } from './session/use-session';
import { useProfile } from './storage/use-profile';

type ServerSyncModule = typeof import('./server-sync');

/**
 * The sync code, a chunk of its own: only Pro accounts load it. The
 * connection can drop while a page starts, and a chunk that fails to load
 * then would leave the page without sync until it is reloaded: it is asked
 * for again when the connection comes back, or after a growing delay.
 */
async function loadServerSync(live: () => boolean): Promise<ServerSyncModule | null> {
  for (let failures = 1; live(); failures++) {
    try {
      return await import('./server-sync');
    } catch (error) {
      console.error('Loading the sync failed', error);
      await new Promise<void>((resolve) => {
        const done = () => {
          window.removeEventListener('online', done);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(done, retryDelay(failures));
        window.addEventListener('online', done);
      });
    }
  }
  return null;
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
    void loadServerSync(() => live).then((module) => {
      if (live && module) running = module.startServerSync(profile, userId);
    });
    return () => {
      live = false;
      running?.stop();
    };
  }, [premium, userId, profile]);
}
