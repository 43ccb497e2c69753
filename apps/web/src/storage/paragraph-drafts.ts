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
 * then (`pagehide`, `visibilitychange`), so a closed tab loses nothing and a
 * killed browser at most the last `DRAFT_DELAY_MS` of typing. IndexedDB, not
 * localStorage: Chromium writes localStorage to disk seconds later, so a
 * killed browser lost the draft; an IndexedDB write is on disk once it commits.
 */
import {
  type DraftBody,
  type DraftPlace,
  decodeDraft,
  draftParts,
  type EngineState,
  extendDraft,
  type LogEntry,
  resumeDraft,
} from '@typeshelf/core/typing';
import { delMany, setMany } from 'idb-keyval';
import { DRAFT_DELAY_MS, draftChunkKey, draftKey, draftStore, removeDraft } from './draft-store';

/** What opening a chapter did with its stored draft. */
export type DraftOpening = 'none' | 'resumed' | 'changed';

/**
 * The session the chapter opens with: `resumed` continued from its stored
 * draft when there is one for the paragraph it stands at. A draft that no
 * longer fits is removed (`changed`: the shell tells the typist).
 */
export function openWithDraft(
  resumed: EngineState,
  raw: string | null,
  profile: string,
  place: DraftPlace,
): { state: EngineState; opening: DraftOpening } {
  if (raw === null) return { state: resumed, opening: 'none' };
  const draft = decodeDraft(raw);
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

/** Keeps one opened chapter's draft (see the module comment). */
export class DraftKeeper {
  private body: DraftBody | null = null;
  private latest: EngineState | null = null;
  private written: DraftBody | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private timerSoon = false;
  private readonly key: string;

  constructor(
    profile: string,
    private readonly place: DraftPlace,
  ) {
    this.key = draftKey(profile, place);
  }

  /** Listens for the page being hidden or left; returns the stop function, which writes what is pending. */
  start(): () => void {
    window.addEventListener('pagehide', this.flush);
    document.addEventListener('visibilitychange', this.onVisibility);
    return () => {
      this.flush();
      window.removeEventListener('pagehide', this.flush);
      document.removeEventListener('visibilitychange', this.onVisibility);
    };
  }

  /** After a transition: on the key's path, so it only notes the state and sets a timer. */
  changed(state: EngineState): void {
    if (state === this.latest) return;
    const before = this.latest;
    this.latest = state;
    if (before !== null && before.log === state.log) return;
    const soon = endsWord(state.log.items[state.log.length - 1]);
    if (this.timer !== null) {
      if (!soon || this.timerSoon) return;
      clearTimeout(this.timer);
    }
    this.timerSoon = soon;
    this.timer = setTimeout(this.flush, soon ? 0 : DRAFT_DELAY_MS);
  }

  /** Writes (or removes) the draft now. */
  readonly flush = (): void => {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const state = this.latest;
    if (state === null) return;
    const body = extendDraft(this.body, state);
    this.body = body;
    if (body === this.written) return;
    const before = this.written;
    this.written = body;
    if (body === null) {
      removeDraft(this.key);
      return;
    }
    const drafts = draftStore();
    // The head and the chunks that changed, in one transaction: a long paragraph's word end costs what a short one's does.
    const parts = draftParts(body, this.place, before);
    const write = setMany(
      [
        [this.key, parts.head],
        ...parts.chunks.map(({ index, tokens }): [string, string] => [
          draftChunkKey(this.key, index),
          tokens,
        ]),
      ],
      drafts,
    ).then(() => {
      // A new attempt with fewer chunks than the last write leaves none of the old ones behind.
      const extra = (before?.chunks.length ?? 0) - body.chunks.length;
      if (extra > 0)
        return delMany(
          Array.from({ length: extra }, (_, i) => draftChunkKey(this.key, body.chunks.length + i)),
          drafts,
        );
    });
    // A full or refused storage loses only the draft; typing and saves go on.
    write.catch((error: unknown) => console.error('Could not keep the draft in storage', error));
  };

  private readonly onVisibility = (): void => {
    if (document.visibilityState === 'hidden') this.flush();
  };
}
