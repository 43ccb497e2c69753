/**
 * Live updates for a Pro account (03 §4, §9): Supabase Realtime's
 * `postgres_changes` on the sync tables, filtered to the user, tell this
 * device that another one wrote; the matching sync steps then pull and merge
 * what changed (only pull: nothing this device holds is sent by a change
 * heard from afar), and the screens re-read what landed. When
 * Realtime is down (a join refused or timed out, the socket gone), the
 * device pulls instead when the window gains focus and on an interval while
 * the page is visible (the sync already pulls when the page becomes visible
 * and when the connection returns). A channel the server closed is opened
 * again after Realtime's reconnect delays; every time it is joined again,
 * one pull catches up with what happened while it was not.
 */
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type { StartUpStep } from '@typeshelf/core/sync';
import { reconnectDelay } from '../session/realtime-options';

/** The tables the sync keeps, the column naming their owner, and the step that pulls them. */
export const LIVE_TABLES = [
  { table: 'paragraphs_typed', owner: 'user_id', step: 'daily-stats' },
  { table: 'reading_progress', owner: 'user_id', step: 'daily-stats' },
  { table: 'settings', owner: 'id', step: 'settings' },
  { table: 'custom_books', owner: 'user_id', step: 'custom-books' },
  { table: 'practice_points', owner: 'user_id', step: 'daily-stats' },
] as const satisfies readonly { table: string; owner: string; step: StartUpStep }[];

/** While Realtime is down and the page is visible, a pull this often. */
export const FALLBACK_PULL_MS = 15_000;
/** Changes that arrive together (a batch of paragraphs) are pulled once. */
const GATHER_MS = 50;

export interface LiveChangesOptions {
  /** Runs sync steps (pull and merge); called with the steps whose tables changed. */
  run: (steps: readonly StartUpStep[]) => void;
  /** Called when Realtime comes up (true) or goes down (false). */
  onLive?: (live: boolean) => void;
}

/** Follows the user's rows; returns how to stop. */
export function followLiveChanges(
  client: SupabaseClient,
  userId: string,
  { run, onLive }: LiveChangesOptions,
): () => void {
  let stopped = false;
  let live = false;
  let channel: RealtimeChannel | null = null;
  let reopenTries = 0;
  let joinedBefore = false;
  let reopenTimer: ReturnType<typeof setTimeout> | null = null;
  let gatherTimer: ReturnType<typeof setTimeout> | null = null;
  const heard = new Set<StartUpStep>();
  const everyStep = [...new Set(LIVE_TABLES.map(({ step }) => step))];

  const setLive = (now: boolean) => {
    if (now === live) return;
    live = now;
    document.documentElement.dataset.realtime = now ? 'live' : 'down';
    onLive?.(now);
  };

  const hear = (step: StartUpStep) => {
    heard.add(step);
    gatherTimer ??= setTimeout(() => {
      gatherTimer = null;
      const steps = [...heard];
      heard.clear();
      if (!stopped) run(steps);
    }, GATHER_MS);
  };

  const open = () => {
    let next = client.channel(`sync:${userId}`);
    for (const { table, owner, step } of LIVE_TABLES)
      next = next.on(
        'postgres_changes',
        { event: '*', schema: 'public', table, filter: `${owner}=eq.${userId}` },
        () => hear(step),
      );
    channel = next;
    next.subscribe((status) => {
      if (stopped || channel !== next) return;
      if (status === 'SUBSCRIBED') {
        reopenTries = 0;
        setLive(true);
        // Whatever changed while the channel was not joined is not announced again (the first
        // join needs no catch-up: the start-up pulls after it).
        if (joinedBefore) run(everyStep);
        joinedBefore = true;
        return;
      }
      setLive(false);
      // An errored or timed-out join is tried again by the client itself; a closed channel is not.
      if (status === 'CLOSED') {
        reopenTries += 1;
        reopenTimer = setTimeout(() => {
          reopenTimer = null;
          if (stopped) return;
          void client.removeChannel(next);
          open();
        }, reconnectDelay(reopenTries));
      }
    });
  };

  const pullIfDown = () => {
    if (!live && !stopped && document.visibilityState === 'visible' && navigator.onLine) run(everyStep);
  };
  window.addEventListener('focus', pullIfDown);
  const interval = setInterval(pullIfDown, FALLBACK_PULL_MS);
  document.documentElement.dataset.realtime = 'down';
  open();

  return () => {
    stopped = true;
    window.removeEventListener('focus', pullIfDown);
    clearInterval(interval);
    if (reopenTimer) clearTimeout(reopenTimer);
    if (gatherTimer) clearTimeout(gatherTimer);
    delete document.documentElement.dataset.realtime;
    if (channel) void client.removeChannel(channel);
    channel = null;
  };
}
