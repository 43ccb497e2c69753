/**
 * The start-up sync of a Pro account (03 §4) in the spec's order: the user
 * (already fetched by the session), the user's storage, then daily stats
 * (the progress rows), with "Synchronizing storage..." showing while it runs.
 * The uploader drains the pending queue in the background from the start
 * (it follows the connection), and a pull follows every return of the
 * connection and of the tab. Accounts that are not Pro
 * never reach this: nothing is sent for them.
 */
import { SYNC_MESSAGES } from '@typeshelf/core';
import { loadSupabase } from '../account/supabase-client';
import type { ProfileData } from '../data';
import { dismiss, notify } from '../state/notifications';
import { ProgressSync } from './progress-sync';

export interface RunningSync {
  stop: () => void;
}

/** Starts syncing `profile` (the signed-in Pro user's); returns how to stop. */
export function startServerSync(profile: ProfileData, userId: string): RunningSync {
  let sync: ProgressSync | null = null;
  let stopped = false;
  const cleanups: (() => void)[] = [];
  profile.queuesForServer = true;
  const loading = notify({ title: SYNC_MESSAGES.synchronizingStorage, type: 'info', manualClose: true });
  const pull = () =>
    sync?.pull().catch((error: unknown) => {
      console.error('Pulling progress failed', error);
      notify({ title: SYNC_MESSAGES.syncFailed, type: 'error' });
    });
  void (async () => {
    try {
      const client = await loadSupabase();
      if (stopped) return;
      sync = new ProgressSync(client, profile, userId);
      // Queued progress goes out whatever the start-up pull does; the connection is followed from now.
      sync.start();
      if (!(await sync.healthy())) throw new Error('health_check did not answer ok');
      if (stopped) return;
      await sync.pull();
    } catch (error) {
      console.error('Synchronising storage failed', error);
      if (!stopped) notify({ title: SYNC_MESSAGES.syncFailed, type: 'error' });
    } finally {
      dismiss(loading);
    }
    if (stopped || !sync) return;
    const online = () => void pull();
    const visible = () => {
      if (document.visibilityState === 'visible') void pull();
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visible);
    cleanups.push(() => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visible);
    });
  })();
  return {
    stop: () => {
      stopped = true;
      profile.queuesForServer = false;
      dismiss(loading);
      sync?.stop();
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
