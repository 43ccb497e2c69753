/**
 * The pending progress queue (01 §4, 03 §4) and the driver that drains it,
 * as pure data. A save writes its paragraph's cell into the queue in the
 * same transaction as the save itself, keyed by book, chapter and paragraph,
 * so a newer save of a paragraph replaces the older one. The driver sends
 * what is queued; an item leaves the queue only when the cell the server
 * accepted is still the one queued (a save made while it was in flight stays
 * for the next send). The server's upsert is idempotent, so a batch sent by
 * two tabs, or again after a reload, still leaves each row once.
 */
import type { ParagraphCell } from '../progress/progress-types';
import { cellToRow, type ParagraphRow } from './paragraph-row';
import { retryDelay } from './retry-delay';
import { paragraphRowOf } from './row-checks';

/** One queued paragraph. */
export interface PendingItem {
  bookId: string;
  chapterId: string;
  paragraph: number;
  cell: ParagraphCell;
}

/**
 * The rows of a batch of queued items, and the items that cannot go: whose
 * chapter has no server number, or whose row breaks the sync limits
 * (`refused`, also in `unsendable`; the server would refuse the whole batch
 * for one of them). Both are dropped from the queue; the data stays here.
 */
export function pendingRows(items: readonly (readonly [string, PendingItem])[]): {
  rows: ParagraphRow[];
  unsendable: string[];
  refused: string[];
} {
  const rows: ParagraphRow[] = [];
  const unsendable: string[] = [];
  const refused: string[] = [];
  for (const [key, item] of items) {
    const row = cellToRow(item.bookId, item.chapterId, item.paragraph, item.cell);
    if (row && paragraphRowOf(row)) rows.push(row);
    else {
      unsendable.push(key);
      if (row) refused.push(key);
    }
  }
  return { rows, unsendable, refused };
}

const sameCell = (a: ParagraphCell, b: ParagraphCell) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The keys to remove once a batch was accepted: those whose queued item is
 * still the one sent. Items saved again meanwhile, and items another tab
 * already removed, are left alone.
 */
export function acknowledgedKeys(
  sent: readonly (readonly [string, PendingItem])[],
  queued: ReadonlyMap<string, PendingItem>,
): string[] {
  const out: string[] = [];
  for (const [key, item] of sent) {
    const now = queued.get(key);
    if (now && sameCell(now.cell, item.cell)) out.push(key);
  }
  return out;
}

// ── The driver ───────────────────────────────────────────────────────────────

export interface UploaderState {
  online: boolean;
  /** A send is in flight. */
  sending: boolean;
  /** Something was queued since the last send began. */
  dirty: boolean;
  failures: number;
  /** A retry timer is set. */
  waiting: boolean;
  /** Items were sent since the connection came back (reported once). */
  sentSinceOnline: number;
  /** The connection came back and the queue has not yet emptied since. */
  recovering: boolean;
}

export type UploaderEvent =
  | { type: 'queued' }
  | { type: 'sent'; count: number; more: boolean }
  | { type: 'send-failed' }
  | { type: 'retry' }
  | { type: 'offline' }
  | { type: 'online' };

export type UploaderEffect =
  | { type: 'send' }
  | { type: 'schedule-retry'; delay: number }
  | { type: 'notify'; notice: 'offline' | 'online' | 'synced' | 'write-failed' };

export const initialUploader = (online: boolean): UploaderState => ({
  online,
  sending: false,
  dirty: true,
  failures: 0,
  waiting: false,
  sentSinceOnline: 0,
  recovering: false,
});

function startSend(state: UploaderState): { state: UploaderState; effects: UploaderEffect[] } {
  if (!state.online || state.sending || state.waiting || !state.dirty) return { state, effects: [] };
  return { state: { ...state, sending: true, dirty: false }, effects: [{ type: 'send' }] };
}

/** One step of the uploader: what to send, when to retry, what to tell the user. */
export function uploaderTransition(
  state: UploaderState,
  event: UploaderEvent,
): { state: UploaderState; effects: UploaderEffect[] } {
  switch (event.type) {
    case 'queued':
      return startSend({ ...state, dirty: true });
    case 'sent': {
      const sentSinceOnline = state.sentSinceOnline + event.count;
      const next = {
        ...state,
        sending: false,
        failures: 0,
        dirty: state.dirty || event.more,
        sentSinceOnline,
      };
      if (next.dirty) return startSend(next);
      // The queue is empty: a reconnection that sent something says so once.
      const effects: UploaderEffect[] =
        state.recovering && sentSinceOnline > 0 ? [{ type: 'notify', notice: 'synced' }] : [];
      return { state: { ...next, recovering: false, sentSinceOnline: 0 }, effects };
    }
    case 'send-failed': {
      const failures = state.failures + 1;
      const next = { ...state, sending: false, dirty: true, failures };
      if (!state.online) return { state: next, effects: [] };
      // The first failure of a run says the data stays on this device (03 §8); retries stay quiet.
      const warn: UploaderEffect[] = failures === 1 ? [{ type: 'notify', notice: 'write-failed' }] : [];
      return {
        state: { ...next, waiting: true },
        effects: [...warn, { type: 'schedule-retry', delay: retryDelay(failures) }],
      };
    }
    case 'retry':
      return startSend({ ...state, waiting: false });
    case 'offline':
      if (!state.online) return { state, effects: [] };
      return {
        state: { ...state, online: false, waiting: false, recovering: false },
        effects: [{ type: 'notify', notice: 'offline' }],
      };
    case 'online': {
      if (state.online) return { state, effects: [] };
      const back = startSend({
        ...state,
        online: true,
        failures: 0,
        dirty: true,
        recovering: true,
        sentSinceOnline: 0,
      });
      return { state: back.state, effects: [{ type: 'notify', notice: 'online' }, ...back.effects] };
    }
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
