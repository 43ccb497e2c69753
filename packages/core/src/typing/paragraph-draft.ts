/**
 * A paragraph's draft: the keystroke log of the paragraph being typed, kept
 * on the device so a closed tab resumes mid-paragraph. Replaying the draft
 * with the engine's own log replay rebuilds the text, typos and stats exactly;
 * the time away then counts as any other pause (docs/metrics.md). A draft is
 * never a result: it is never synced, and it goes as soon as its paragraph is
 * saved, restarted or reset.
 *
 * The body is written incrementally (`extendDraft`): each key adds one short
 * token to the open chunk of `DRAFT_CHUNK_KEYS` tokens, and a full chunk is
 * sealed and never touched again. What is stored is a small head and the
 * chunks, each under a key of its own (`draftParts`), so a write carries the
 * head and the chunks that changed since the last one: keeping the draft of a
 * long paragraph costs the same at its end as at its start.
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
}

/** A key of a draft: a character (and its logged judgement) or a Backspace of `count` characters. */
export type DraftKey = { t: number; typed: string; correct: boolean } | { t: number; count: number };

/** Tokens per chunk of a draft body; a full chunk is sealed and written once. */
export const DRAFT_CHUNK_KEYS = 256;

/** The draft being kept for the current attempt; extend it after each key. */
export interface DraftBody {
  readonly items: readonly LogEntry[];
  readonly paragraph: number;
  readonly attemptStart: number;
  /** Entries encoded so far (from `attemptStart`). */
  readonly count: number;
  /** Time of the last encoded entry (tokens carry the gap from it). */
  readonly lastT: number;
  readonly lead: LogEntry | null;
  /** `textFingerprint` of the paragraph, worked out once per attempt. */
  readonly text: string;
  /** The encoded entries in chunks of `DRAFT_CHUNK_KEYS` (the last one open), each comma-separated. */
  readonly chunks: readonly string[];
}

/** A short fingerprint of a paragraph's text: its length and a 32-bit FNV-1a hash. */
export function textFingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${text.length.toString(36)}.${(h >>> 0).toString(36)}`;
}

/**
 * True when the attempt can be kept as a draft: a typing session with keys
 * in the current attempt (keys deleted again still count towards its stats).
 * An attempt that went back into a finished paragraph also holds that
 * paragraph's Enter and what followed: `extendDraft` keeps none for it.
 */
function keepable(state: EngineState): boolean {
  return (
    state.mode === 'typing' &&
    state.status !== 'done' &&
    state.log.length > state.attemptStart &&
    state.reopened === null
  );
}

function simpleEntry(entry: LogEntry, paragraph: number): boolean {
  return (
    (entry.type === 'char' || (entry.type === 'backspace' && !entry.crossed)) && entry.paragraph === paragraph
  );
}

/** One entry as a token: its kind, the gap from the previous entry, and what it needs. */
function encodeEntry(entry: LogEntry, lastT: number): string {
  const dt = Math.round((entry.t - lastT) * 1000) / 1000;
  if (entry.type === 'char') return `[${dt},${JSON.stringify(entry.typed)},${entry.correct ? 1 : 0}]`;
  if (entry.type === 'backspace') return `[${dt},${entry.from - entry.to}]`;
  throw new Error(`A draft holds only keys, not ${entry.type}`);
}

/**
 * The draft body after the state's latest keys: `previous` extended when it
 * is the same attempt, else made anew. Null when no draft should be kept
 * (nothing typed, the paragraph finished, restarted or reset, reading mode):
 * the shell then removes the stored one.
 */
export function extendDraft(previous: DraftBody | null, state: EngineState): DraftBody | null {
  if (!keepable(state)) return null;
  const { log, paragraph, attemptStart } = state;
  let body = previous;
  if (
    body === null ||
    body.items !== log.items ||
    body.paragraph !== paragraph ||
    body.attemptStart !== attemptStart ||
    body.count > log.length - attemptStart
  ) {
    const lead = attemptStart > 0 ? (log.items[attemptStart - 1] ?? null) : null;
    const text = textFingerprint(state.chapter.paragraphs[paragraph]?.text ?? '');
    body = {
      items: log.items,
      paragraph,
      attemptStart,
      count: 0,
      lastT: lead?.t ?? 0,
      lead,
      text,
      chunks: [],
    };
  }
  const end = log.length;
  if (body.attemptStart + body.count === end) return body;
  let { lastT, count } = body;
  const chunks = body.chunks.slice(0, -1);
  let open = body.chunks[body.chunks.length - 1] ?? '';
  for (let i = body.attemptStart + body.count; i < end; i++) {
    const entry = log.items[i] as LogEntry;
    if (!simpleEntry(entry, paragraph)) return null;
    if (count > 0 && count % DRAFT_CHUNK_KEYS === 0) {
      chunks.push(open);
      open = '';
    }
    open += (open === '' ? '' : ',') + encodeEntry(entry, lastT);
    lastT = entry.t;
    count += 1;
  }
  chunks.push(open);
  return { ...body, count, lastT, chunks };
}

/**
 * What to store for `body`, as parts: the head (place, text, lead and how many
 * chunks there are) and the chunks that changed since `written` was stored
 * (by index; all of them when `written` was another attempt). Joined by
 * `joinDraft`, the parts are the string `decodeDraft` reads.
 */
export function draftParts(
  body: DraftBody,
  place: DraftPlace,
  written: DraftBody | null,
): { head: string; chunks: { index: number; tokens: string }[] } {
  const head = JSON.stringify({
    v: DRAFT_VERSION,
    book: place.bookId,
    chapter: place.chapterId,
    p: body.paragraph,
    text: body.text,
    lead: body.lead,
    t0: body.lead?.t ?? 0,
    n: body.chunks.length,
  });
  const sameAttempt =
    written !== null &&
    written.items === body.items &&
    written.paragraph === body.paragraph &&
    written.attemptStart === body.attemptStart &&
    written.count <= body.count;
  // The chunk that was open when `written` was stored may have grown since; those before it are sealed.
  const from = sameAttempt ? Math.max(0, written.chunks.length - 1) : 0;
  const chunks: { index: number; tokens: string }[] = [];
  for (let index = from; index < body.chunks.length; index++) {
    const tokens = body.chunks[index] as string;
    if (sameAttempt && written.chunks[index] === tokens) continue;
    chunks.push({ index, tokens });
  }
  return { head, chunks };
}

/** A stored head and its chunks (in order) as the one string `decodeDraft` reads. */
export function joinDraft(head: string, chunks: readonly string[]): string {
  return `${head.slice(0, -1)},"keys":[${chunks.filter((tokens) => tokens !== '').join(',')}]}`;
}

/** The draft as one string (its parts joined). */
export function encodeDraft(body: DraftBody, place: DraftPlace): string {
  return joinDraft(draftParts(body, place, null).head, body.chunks);
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
    !Array.isArray(v.keys)
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
