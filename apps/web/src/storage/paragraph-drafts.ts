/**
 * Drafts of the paragraph being typed, kept in an IndexedDB database of their
 * own (core's
 * `extendDraft`/`resumeDraft` say what a draft is and when one counts). A
 * draft is device-only: it is never synced, never exported, and goes when its
 * paragraph is saved, restarted or reset, or its book's progress is reset or
 * removed.
 *
 * Keeping one never runs inside a key's event: a key only marks the draft
 * dirty, and a timer writes it, at once after a word or a paragraph ends,
 * else within `DRAFT_DELAY_MS`. A page hidden or left writes it there and
 * then (`pagehide`, `visibilitychange`), so a killed browser loses at most
 * the last `DRAFT_DELAY_MS` of typing. IndexedDB, not localStorage: Chromium
 * writes localStorage to disk seconds later, so a killed browser lost the
 * draft; an IndexedDB write is on disk once it commits.
 *
 * But an IndexedDB write that starts as a tab closes can be cut off. So a
 * page hidden or left first writes the whole draft synchronously to its
 * write-ahead copy (`draft-ahead.ts`), which the browser holds once the
 * handler returns: a closed tab loses nothing. The opening takes the newer
 * copy (core's `chooseDraft`).
 */
import {
  chooseDraft,
  type DraftPlace,
  decodeDraft,
  draftSnapshot,
  type EngineState,
  type LogEntry,
  resumeDraft,
} from '@typeshelf/core/typing';
import { loadOnceOnline } from '../page/load-once-online';
import { readAhead, writeAhead } from './draft-ahead';
import { DRAFT_DELAY_MS, draftKey, readDraft, removeDraft } from './draft-store';
import type { DraftWriter } from './draft-writer';

/** What opening a chapter did with its stored draft. */
export type DraftOpening = 'none' | 'resumed' | 'changed';

/** A chapter's kept draft as an opening reads it: the newer of its two copies, and which one it was. */
export interface KeptDraft {
  raw: string;
  /** True when it is the write-ahead copy, which the IndexedDB draft has not caught up with. */
  ahead: boolean;
}

/**
 * The draft a chapter opens with: its IndexedDB copy or its write-ahead copy,
 * whichever is newer. A write-ahead copy the IndexedDB one has caught up
 * with is removed.
 */
export async function readKeptDraft(profile: string, place: DraftPlace): Promise<KeptDraft | null> {
  const stored = await readDraft(profile, place);
  const key = draftKey(profile, place);
  const choice = chooseDraft(stored, readAhead(key));
  if (choice.dropAhead) writeAhead(key, null);
  return choice.raw === null ? null : { raw: choice.raw, ahead: choice.source === 'ahead' };
}

/**
 * The session the chapter opens with: `resumed` continued from its stored
 * draft when there is one for the paragraph it stands at. A draft that no
 * longer fits is removed (`changed`: the shell tells the typist).
 */
export function openWithDraft(
  resumed: EngineState,
  kept: KeptDraft | null,
  profile: string,
  place: DraftPlace,
): { state: EngineState; opening: DraftOpening } {
  if (kept === null) return { state: resumed, opening: 'none' };
  const draft = decodeDraft(kept.raw);
  const outcome =
    draft === null || draft.bookId !== place.bookId || draft.chapterId !== place.chapterId
      ? ({ kind: 'changed' } as const)
      : resumeDraft(resumed, draft);
  if (outcome.kind === 'resumed') return { state: outcome.state, opening: 'resumed' };
  removeDraft(draftKey(profile, place));
  return { state: resumed, opening: outcome.kind === 'changed' ? 'changed' : 'none' };
}

/** Entries after which the draft is written at once: a word or the paragraph ended, or it was reset. */
function endsWord(entry: LogEntry | undefined): boolean {
  if (entry === undefined) return true;
  return entry.type !== 'char' || entry.typed === ' ' || entry.typed === '\n';
}

/**
 * Keeps one opened chapter's draft (see the module comment). The writing
 * (core's draft writer and the stores' writes, `draft-writer.ts`) loads as
 * the chapter opens: until it has come, a write asked for waits for it and
 * then writes the latest state, which holds every key typed meanwhile, so
 * nothing is lost.
 */
export class DraftKeeper {
  private latest: EngineState | null = null;
  private writer: DraftWriter | null = null;
  private loading: Promise<void> | null = null;
  /** The write within `DRAFT_DELAY_MS` of a key, and the one at once after a word's end. */
  private delayTimer: ReturnType<typeof setTimeout> | null = null;
  private soonTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly key: string;

  constructor(
    profile: string,
    private readonly place: DraftPlace,
  ) {
    this.key = draftKey(profile, place);
  }

  /**
   * Listens for the page being hidden or left; returns the stop function,
   * which writes what is pending. `opened` is the state the chapter opened
   * with from a write-ahead copy, if it did: it is written to IndexedDB at
   * once, so the copy can go.
   */
  start(opened: EngineState | null = null): () => void {
    // The writer loads with the chapter: loaded at the first key instead, a browser killed while
    // it and the records' part were loading side by side on a busy machine resumed a wrong draft.
    void this.load();
    window.addEventListener('pagehide', this.leave);
    document.addEventListener('visibilitychange', this.onVisibility);
    if (opened !== null && this.latest === null) {
      this.latest = opened;
      this.flush();
    }
    return () => {
      // Left for another screen: a tab closed right after would cut the write off as it would a hidden page's.
      this.leave();
      window.removeEventListener('pagehide', this.leave);
      document.removeEventListener('visibilitychange', this.onVisibility);
    };
  }

  /**
   * After a transition: on the key's path, so it only notes the state and, at most, sets a timer.
   * A word's end adds a timer for at once and leaves the delayed one set: the keys of the next
   * word then find it still waiting and set none (a timer set or cleared inside a key costs a
   * large share of the key's event). Every key is written within `DRAFT_DELAY_MS` all the same.
   */
  changed(state: EngineState): void {
    if (state === this.latest) return;
    const before = this.latest;
    this.latest = state;
    if (before !== null && before.log === state.log) return;
    if (this.writer === null && this.loading === null && typed(state)) void this.load();
    if (endsWord(state.log.items[state.log.length - 1])) {
      this.soonTimer ??= setTimeout(this.writeSoon, 0);
    } else if (this.delayTimer === null && this.soonTimer === null) {
      this.delayTimer = setTimeout(this.writeDelayed, DRAFT_DELAY_MS);
    }
  }

  /** Writes (or removes) the draft now, or as soon as the writer has loaded. */
  readonly flush = (): void => {
    if (this.delayTimer !== null) clearTimeout(this.delayTimer);
    if (this.soonTimer !== null) clearTimeout(this.soonTimer);
    this.delayTimer = null;
    this.soonTimer = null;
    this.write();
  };

  private readonly writeSoon = (): void => {
    this.soonTimer = null;
    this.write();
  };

  private readonly writeDelayed = (): void => {
    this.delayTimer = null;
    this.write();
  };

  /** Writes the latest state (the writer skips one it has written), or once the writer has loaded. */
  private write(): void {
    const state = this.latest;
    if (state === null) return;
    if (this.writer !== null) {
      this.writer.write(state);
      return;
    }
    // Nothing written yet and no key in the attempt: the writer would keep nothing and remove nothing.
    if (!typed(state)) return;
    void this.load().then(() => this.write());
  }

  private load(): Promise<void> {
    this.loading ??= loadOnceOnline(() => import('./draft-writer')).then(
      ({ DraftWriter }) => {
        this.writer ??= new DraftWriter(this.key, this.place);
      },
      (error: unknown) => {
        // A writer that failed to load loses only the draft; the next key tries again.
        this.loading = null;
        console.error('Could not load the draft writer', error);
      },
    );
    return this.loading;
  }

  /**
   * The page is hidden or left: the whole draft goes to its write-ahead copy
   * synchronously (whether the writer has loaded or not), then to IndexedDB.
   */
  private readonly leave = (): void => {
    const state = this.latest;
    if (state !== null) writeAhead(this.key, draftSnapshot(state, this.place, Date.now()));
    this.flush();
  };

  private readonly onVisibility = (): void => {
    if (document.visibilityState === 'hidden') this.leave();
  };
}

/** True when the state's attempt holds keys: only then can there be a draft to write. */
const typed = (state: EngineState) => state.log.length > state.attemptStart;
