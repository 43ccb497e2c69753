/**
 * A Pro account's drill history across devices (`practice_points`): each sync
 * pulls the points other devices sent since the last pull (in pages, keyset
 * on the server's order, a little overlap), joins them into this device's
 * history by core's union, then sends the points the server does not hold
 * yet. What the server holds is remembered per profile and account (the
 * points pulled or sent), so a failed send is simply sent again by the next
 * sync: the points themselves are the queue. It runs with the progress step
 * of every sync (start-up, reconnection, return of the tab, a live change)
 * and after each drill.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  checkedPracticePoints,
  mergePracticePoints,
  nextSince,
  PENDING_BATCH_SIZE,
  type PulledPracticePointRow,
  practicePointKey,
  practicePointRows,
  practicePointsUpserts,
  practicePullRequest,
  SYNC_PAGE_SIZE,
} from '@typeshelf/core/sync';
import { selectRows, upsertRows } from '../session/server-requests';
import { noticeSkippedRows } from '../session/skipped-rows';
import { loadPractice, savePractice } from './practice-data';

/** What this device knows of the server's points: where the next pull starts and the keys it holds. */
interface SyncState {
  since: string | null;
  known: string[];
}

const stateKey = (profile: string, userId: string) => `typeshelf-practice-sync:${profile}:${userId}`;

function loadState(profile: string, userId: string): SyncState {
  try {
    const value = JSON.parse(localStorage.getItem(stateKey(profile, userId)) ?? '{}') as Partial<SyncState>;
    return {
      since: typeof value.since === 'string' ? value.since : null,
      known: Array.isArray(value.known) ? value.known.filter((k): k is string => typeof k === 'string') : [],
    };
  } catch {
    return { since: null, known: [] };
  }
}

function saveState(profile: string, userId: string, state: SyncState): void {
  try {
    localStorage.setItem(stateKey(profile, userId), JSON.stringify(state));
  } catch (error) {
    console.error('Could not keep the practice sync state', error);
  }
}

export class PracticeSync {
  constructor(
    private readonly client: SupabaseClient,
    private readonly profile: string,
    private readonly userId: string,
  ) {}

  /** Pulls, joins and sends (see the module comment). */
  async sync(): Promise<void> {
    const state = loadState(this.profile, this.userId);
    const pulled: PulledPracticePointRow[] = [];
    let after: PulledPracticePointRow | null = null;
    for (;;) {
      const page = await selectRows<unknown>(
        this.client,
        practicePullRequest(state.since, after, SYNC_PAGE_SIZE),
      );
      const { rows, skipped } = checkedPracticePoints(page);
      noticeSkippedRows(skipped, 'practice rows');
      pulled.push(...rows);
      if (page.length < SYNC_PAGE_SIZE) break;
      const last = rows.at(-1);
      if (!last) break;
      after = last;
    }
    // Read after the pull, so a drill finished meanwhile is part of the join.
    const data = loadPractice(this.profile);
    const history = mergePracticePoints(data.history, pulled);
    if (pulled.length > 0) savePractice(this.profile, { ...loadPractice(this.profile), history });

    const known = new Set(state.known);
    for (const row of pulled) known.add(practicePointKey(row.item, row.t));
    const held = new Set(practicePointRows(history).map((row) => practicePointKey(row.item, row.t)));
    const toSend = practicePointRows(history).filter((row) => !known.has(practicePointKey(row.item, row.t)));
    try {
      for (const request of practicePointsUpserts(this.userId, toSend, PENDING_BATCH_SIZE)) {
        await upsertRows(this.client, request);
        for (const row of request.rows) known.add(practicePointKey(String(row.item), Number(row.t)));
      }
    } finally {
      // Only the keys of points still kept here: the set stays as small as the history.
      saveState(this.profile, this.userId, {
        since: nextSince(state.since, pulled),
        known: [...known].filter((key) => held.has(key)),
      });
    }
  }
}
