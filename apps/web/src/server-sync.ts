/**
 * The start-up sync of a Pro account (03 §4) in the spec's order: the user
 * (already fetched by the session), the user's storage, daily stats (the
 * progress rows), settings, custom books, private book files, with
 * "Synchronizing storage..." showing while it runs. The uploader drains the
 * pending queue in the background from the start (it follows the
 * connection), and the same steps run again on every return of the
 * connection and of the tab. Accounts that are not Pro never reach this:
 * nothing is sent for them.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { runStartUp, START_UP_STEPS, type StartUpStep, SYNC_MESSAGES } from '@typeshelf/core/sync';
import { booksOf } from './books/books-data';
import { CustomBooksSync } from './books/custom-books-sync';
import { loadBookInfo } from './books/use-book-info';
import { dismiss, notify } from './page/notifications';
import { PRACTICE_RECORDED_EVENT } from './practice/practice-data';
import { PracticeSync } from './practice/practice-sync';
import { followLiveChanges } from './progress/live-changes';
import { progressOf } from './progress/progress-data';
import { ProgressSync } from './progress/progress-sync';
import { noticeRefusal } from './session/server-refusal';
import { freshSupabase, loadSupabase } from './session/supabase-client';
import { SettingsSync } from './settings/settings-sync';
import type { ProfileData } from './storage';
import { syncRunQueue } from './sync-run-queue';

/**
 * What the connection did before the sync's code was there to follow it:
 * the sync then starts as a device that was offline, so its return reports
 * "Connection restored." and what was sent, as if it had been running.
 */
export interface ConnectionBeforeSync {
  wentOffline: boolean;
}

export interface RunningSync {
  stop: () => void;
}

/** The steps that reach the server, run at start-up and again after each reconnection. */
const SERVER_STEPS = START_UP_STEPS.filter((step) => step !== 'user' && step !== 'user-storage');

interface Parts {
  progress: ProgressSync;
  settings: SettingsSync;
  books: CustomBooksSync;
  practice: PracticeSync;
}

/**
 * One step's work. A live change (`live`) only pulls what another device
 * wrote: what this device holds and the server lacks is found by the
 * start-up's and the reconnection's reconcile, and what it saves goes out
 * through the uploader, so a change heard from afar needs neither.
 */
function stepOf(parts: Parts, profile: ProfileData, step: StartUpStep, live: boolean): Promise<unknown> {
  switch (step) {
    case 'user':
      // The session fetched the user before starting the sync.
      return Promise.resolve();
    case 'user-storage':
      // The profile's records, read once and then kept by every save.
      return progressOf(profile).records();
    case 'daily-stats':
      // The pull brings what changed since the last one; the reconcile then finds whatever neither side has sent.
      // The drill history is progress too, kept apart from books: it syncs with it.
      if (live) return parts.progress.pull().then(() => parts.practice.sync());
      return parts.progress
        .pull()
        .then(() => parts.progress.reconcile())
        .then(() => parts.practice.sync());
    case 'settings':
      return parts.settings.sync();
    case 'custom-books':
      return parts.books.syncInfo();
    case 'private-files':
      return parts.books.syncFiles();
    default: {
      const unreachable: never = step;
      throw new Error(`Unknown start-up step ${String(unreachable)}`);
    }
  }
}

/** Starts syncing `profile` (the signed-in Pro user's); returns how to stop. */
export function startServerSync(
  profile: ProfileData,
  userId: string,
  before: ConnectionBeforeSync = { wentOffline: false },
): RunningSync {
  let parts: Parts | null = null;
  let stopped = false;
  let active = 0;
  let started = false;
  // Whether a sync is under way, on the page for whoever needs to wait for it (the browser tests do).
  const showState = () => {
    if (!stopped) document.documentElement.dataset.sync = started && active === 0 ? 'idle' : 'running';
  };
  showState();
  const cleanups: (() => void)[] = [];
  const loading = notify({ title: SYNC_MESSAGES.synchronizingStorage, type: 'info', manualClose: true });

  /** Runs steps after whatever run is under way; live changes fold into a live run still waiting. */
  const run = syncRunQueue<StartUpStep>(
    START_UP_STEPS,
    async (steps, live) => {
      if (stopped || !parts || !navigator.onLine) return false;
      // A token within the expiry margin is refreshed before the run's calls use it.
      await freshSupabase();
      const synced = parts;
      let refused = false;
      const failures = await runStartUp(
        steps,
        (step) => stepOf(synced, profile, step, live).then(() => undefined),
        (step, error) => {
          console.error(`Synchronising ${step} failed`, error);
          if (noticeRefusal(error)) refused = true;
        },
      );
      // Settings and books report their own failures; progress has the general message.
      if (failures.includes('daily-stats') && !refused && !stopped)
        notify({ title: SYNC_MESSAGES.syncFailed, type: 'error' });
      return failures.length === 0;
    },
    (count) => {
      active = count;
      showState();
    },
  );

  void (async () => {
    try {
      const client: SupabaseClient = await loadSupabase();
      if (stopped) return;
      parts = {
        progress: new ProgressSync(
          client,
          profile,
          userId,
          async (bookId) => (await booksOf(profile).customBookInfo(bookId)) ?? loadBookInfo(bookId, false),
        ),
        settings: new SettingsSync(client, profile, userId),
        books: new CustomBooksSync(client, profile, userId),
        practice: new PracticeSync(client, profile.profile, userId),
      };
      // Queued progress goes out whatever the start-up does; the connection is followed from now.
      parts.progress.start(() => void run(['daily-stats']), before.wentOffline);
      parts.settings.start();
      parts.books.start(() => void run(['custom-books', 'private-files']));
      // Another device's writes arrive live (or by a pull on focus and on an interval while Realtime is down).
      cleanups.push(followLiveChanges(client, userId, { run: (steps) => void run(steps, true) }));
      // Followed from now, so a connection that comes back during the health check's retries is not missed.
      const again = () => void run(SERVER_STEPS);
      const visible = () => {
        if (document.visibilityState === 'visible') again();
      };
      // A finished drill's points go out at once (a failure leaves them for the next sync).
      const drilled = () => void run(['daily-stats']);
      window.addEventListener('online', again);
      window.addEventListener(PRACTICE_RECORDED_EVENT, drilled);
      document.addEventListener('visibilitychange', visible);
      cleanups.push(() => {
        window.removeEventListener('online', again);
        window.removeEventListener(PRACTICE_RECORDED_EVENT, drilled);
        document.removeEventListener('visibilitychange', visible);
      });
      if (!(await parts.progress.healthy())) throw new Error('health_check did not answer ok');
      if (stopped) return;
      await run(START_UP_STEPS);
    } catch (error) {
      console.error('Synchronising storage failed', error);
      // Offline, the offline warning already says why; the return of the connection runs the sync.
      if (!stopped && navigator.onLine) notify({ title: SYNC_MESSAGES.syncFailed, type: 'error' });
    } finally {
      dismiss(loading);
      started = true;
      showState();
    }
  })();
  return {
    stop: () => {
      stopped = true;
      delete document.documentElement.dataset.sync;
      dismiss(loading);
      parts?.progress.stop();
      parts?.settings.stop();
      parts?.books.stop();
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
