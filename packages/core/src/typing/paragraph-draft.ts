/**
 * A paragraph's draft: the keystroke log of the paragraph being typed, kept
 * on the device so a closed tab resumes mid-paragraph. Replaying the draft
 * with the engine's own log replay rebuilds the text, typos and stats exactly;
 * the time away then counts as any other pause (docs/metrics.md). A draft is
 * never a result: it is never synced, and it goes as soon as its paragraph is
 * saved, restarted or reset.
 *
 * This is the reading part (what a chapter opening needs); the writing part,
 * which a screen needs only once a key is typed, is `paragraph-draft-writer.ts`.
 */
import { logFrom } from './append-log';
import type { EngineState, LogEntry } from './engine-types';
import { applyLogEntry } from './replay';

/** The format's version; a stored draft of another version is discarded. */
export const DRAFT_VERSION = 1;

/** Which paragraph a draft belongs to. */
export interface DraftPlace {
  bookId: string;
  chapterId: string;
}

/** A stored draft, decoded. */
export interface ParagraphDraft extends DraftPlace {
  paragraph: number;
  /** `textFingerprint` of the paragraph's text when the draft was kept. */
  text: string;
  /**
   * The log entry just before the attempt began: the first key's gap is
   * worked out from it (docs/metrics.md), so the replay charges it the same.
   */
  lead: LogEntry | null;
  /** The attempt's keys, oldest first. */
  keys: DraftKey[];
  /** When the copy was written (the shell's wall clock, ms); absent in copies kept before it was recorded. */
  at?: number;
}

/** A key of a draft: a character (and its logged judgement) or a Backspace of `count` characters. */
export type DraftKey = { t: number; typed: string; correct: boolean } | { t: number; count: number };

/** A short fingerprint of a paragraph's text: its length and a 32-bit FNV-1a hash. */
export function textFingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${text.length.toString(36)}.${(h >>> 0).toString(36)}`;
}

/** A stored head and its chunks (in order) as the one string `decodeDraft` reads. */
export function joinDraft(head: string, chunks: readonly string[]): string {
  return `${head.slice(0, -1)},"keys":[${chunks.filter((tokens) => tokens !== '').join(',')}]}`;
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function isLead(value: unknown): value is LogEntry | null {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  const entry = value as { type?: unknown; t?: unknown };
  return (
    isFiniteNumber(entry.t) &&
    ['char', 'enter', 'backspace', 'read', 'unread', 'restart', 'mode'].includes(entry.type as string)
  );
}

/**
 * A stored string back as a draft, or null when it is not one (another
 * version, damaged, hand-edited). The keys are checked against the text by
 * `resumeDraft`, which alone knows it.
 */
export function decodeDraft(raw: string | null): ParagraphDraft | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const p = v.p;
  if (
    v.v !== DRAFT_VERSION ||
    typeof v.book !== 'string' ||
    typeof v.chapter !== 'string' ||
    typeof v.text !== 'string' ||
    !Number.isInteger(p) ||
    (p as number) < 0 ||
    !isFiniteNumber(v.t0) ||
    !isLead(v.lead) ||
    !Array.isArray(v.keys) ||
    (v.at !== undefined && !isFiniteNumber(v.at))
  )
    return null;
  const keys: DraftKey[] = [];
  let t = v.t0;
  for (const key of v.keys as unknown[]) {
    if (!Array.isArray(key) || !isFiniteNumber(key[0]) || key[0] < 0) return null;
    t = Math.round((t + key[0]) * 1000) / 1000;
    if (
      key.length === 3 &&
      typeof key[1] === 'string' &&
      [...key[1]].length === 1 &&
      (key[2] === 0 || key[2] === 1)
    )
      keys.push({ t, typed: key[1], correct: key[2] === 1 });
    else if (key.length === 2 && Number.isInteger(key[1]) && key[1] > 0) keys.push({ t, count: key[1] });
    else return null;
  }
  if (keys.length === 0) return null;
  return {
    bookId: v.book,
    chapterId: v.chapter,
    paragraph: p as number,
    text: v.text,
    lead: v.lead as LogEntry | null,
    keys,
    ...(v.at === undefined ? {} : { at: v.at as number }),
  };
}
/** What a stored draft comes to against the chapter as it opens. */
export type DraftResume =
  /** Continue from `state`: the draft's keys replayed, the prompt paused. */
  | { kind: 'resumed'; state: EngineState }
  /** The paragraph's text is not the one the draft was typed on: drop it and say so. */
  | { kind: 'changed' }
  /** The paragraph was finished or reset since (another tab, a sync): drop it quietly. */
  | { kind: 'stale' };

/**
 * Replays `draft` onto the session the chapter resumed to (`resumeSession`).
 * The draft must be for the paragraph the session stands at, with the same
 * text; its keys go through `applyLogEntry`, the path live keys take, so the
 * text, the typos and the stats are what they were.
 */
export function resumeDraft(state: EngineState, draft: ParagraphDraft): DraftResume {
  const paragraph = state.chapter.paragraphs[draft.paragraph];
  if (paragraph === undefined || textFingerprint(paragraph.text) !== draft.text) return { kind: 'changed' };
  if (state.mode !== 'typing' || state.status === 'done' || state.paragraph !== draft.paragraph) {
    return { kind: 'stale' };
  }
  const lead = draft.lead === null ? [] : [draft.lead];
  let next: EngineState = { ...state, log: logFrom(lead), attemptStart: lead.length, typedChars: 0 };
  const length = paragraph.chars.length;
  const p = draft.paragraph;
  for (const key of draft.keys) {
    const at = next.position;
    let entry: LogEntry;
    if ('typed' in key) {
      // A key past the end is always a miss: a draft that says otherwise was typed on another text.
      if (key.correct && at >= length) return { kind: 'changed' };
      entry = { type: 'char', t: key.t, paragraph: p, index: at, typed: key.typed, correct: key.correct };
    } else {
      if (key.count > at) return { kind: 'changed' };
      entry = { type: 'backspace', t: key.t, paragraph: p, from: at, to: at - key.count, crossed: false };
    }
    next = applyLogEntry(next, entry);
  }
  if (next.paragraph !== draft.paragraph) return { kind: 'stale' };
  return {
    kind: 'resumed',
    state: { ...next, status: 'paused', clockRunning: false, pauseAt: null, savedUntil: null },
  };
}
