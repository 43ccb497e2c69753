/**
 * Which of a chapter's two kept copies of a draft a chapter opens with.
 *
 * The shell keeps a draft in IndexedDB, written a moment after the keys, and
 * a page being hidden or left also writes it synchronously to a write-ahead
 * copy, since an IndexedDB write that starts as a tab closes can be cut off.
 * So at an opening the write-ahead copy may hold keys the stored one lacks,
 * or be older than it (the page came back and typed on). Keys of an attempt
 * only ever grow, so when both copies are the same attempt the one that
 * extends the other is newer; copies of different attempts are ordered by
 * when they were written. Once the stored copy holds everything the
 * write-ahead copy does, the write-ahead copy has done its job and goes.
 */
import { type DraftKey, decodeDraft, type ParagraphDraft } from './paragraph-draft';

/** The draft to open with, where it came from, and whether the write-ahead copy can go. */
export interface DraftChoice {
  raw: string | null;
  source: 'stored' | 'ahead';
  /** True when the stored copy holds all the write-ahead copy does (or the latter is unreadable). */
  dropAhead: boolean;
}

const sameKey = (a: DraftKey, b: DraftKey) =>
  a.t === b.t &&
  ('typed' in a
    ? 'typed' in b && a.typed === b.typed && a.correct === b.correct
    : 'count' in b && a.count === b.count);

/** True when `longer`'s keys start with all of `shorter`'s, of the same attempt. */
function extendsDraft(longer: ParagraphDraft, shorter: ParagraphDraft): boolean {
  return (
    longer.paragraph === shorter.paragraph &&
    longer.text === shorter.text &&
    JSON.stringify(longer.lead) === JSON.stringify(shorter.lead) &&
    longer.keys.length >= shorter.keys.length &&
    shorter.keys.every((key, i) => sameKey(key, longer.keys[i] as DraftKey))
  );
}

/**
 * The draft a chapter opens with, from its stored copy and its write-ahead
 * copy (either null when there is none). Pure: the shell reads both copies
 * and removes the write-ahead one when `dropAhead` says so.
 */
export function chooseDraft(stored: string | null, ahead: string | null): DraftChoice {
  const keepStored = (dropAhead: boolean): DraftChoice => ({ raw: stored, source: 'stored', dropAhead });
  if (ahead === null) return keepStored(false);
  const next = decodeDraft(ahead);
  if (next === null) return keepStored(true);
  const kept = decodeDraft(stored);
  if (kept === null || kept.bookId !== next.bookId || kept.chapterId !== next.chapterId)
    return { raw: ahead, source: 'ahead', dropAhead: false };
  if (extendsDraft(kept, next)) return keepStored(true);
  if (extendsDraft(next, kept)) return { raw: ahead, source: 'ahead', dropAhead: false };
  // Different attempts: the later write wins; a stored copy that does not say when it was written is older.
  return (next.at ?? 0) > (kept.at ?? Number.NEGATIVE_INFINITY)
    ? { raw: ahead, source: 'ahead', dropAhead: false }
    : keepStored(true);
}
