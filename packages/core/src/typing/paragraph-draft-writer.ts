/**
 * Writing a paragraph's draft (`paragraph-draft.ts` says what one is).
 *
 * The body is written incrementally (`extendDraft`): each key adds one short
 * token to the open chunk of `DRAFT_CHUNK_KEYS` tokens, and a full chunk is
 * sealed and never touched again. What is stored is a small head and the
 * chunks, each under a key of its own (`draftParts`), so a write carries the
 * head and the chunks that changed since the last one: keeping the draft of a
 * long paragraph costs the same at its end as at its start.
 *
 * Apart from the reading part, so a screen opens a chapter (and resumes its
 * draft) without this code and loads it with the first key.
 */
import type { EngineState, LogEntry } from './engine-types';
import { DRAFT_VERSION, type DraftPlace, joinDraft, textFingerprint } from './paragraph-draft';

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
 * What to store for `body`, as parts: the head (place, text, lead, when it was
 * written and how many chunks there are) and the chunks that changed since
 * `written` was stored (by index; all of them when `written` was another
 * attempt). Joined by `joinDraft`, the parts are the string `decodeDraft`
 * reads. `at` is the shell's wall-clock time of the write (ms): it orders this
 * copy against the page's write-ahead copy (`chooseDraft`).
 */
export function draftParts(
  body: DraftBody,
  place: DraftPlace,
  written: DraftBody | null,
  at?: number,
): { head: string; chunks: { index: number; tokens: string }[] } {
  const head = JSON.stringify({
    v: DRAFT_VERSION,
    book: place.bookId,
    chapter: place.chapterId,
    p: body.paragraph,
    text: body.text,
    lead: body.lead,
    t0: body.lead?.t ?? 0,
    at,
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

/** The draft as one string (its parts joined), written at `at` (ms, when given). */
export function encodeDraft(body: DraftBody, place: DraftPlace, at?: number): string {
  return joinDraft(draftParts(body, place, null, at).head, body.chunks);
}

/**
 * The whole draft of `state` as one string, made anew (no body kept between
 * calls): what a page being hidden or left writes synchronously as its
 * write-ahead copy. Null when the state keeps no draft.
 */
export function draftSnapshot(state: EngineState, place: DraftPlace, at: number): string | null {
  const body = extendDraft(null, state);
  return body === null ? null : encodeDraft(body, place, at);
}
