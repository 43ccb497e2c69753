import type { ParagraphStats } from '../stats/stats-types';
import { append, emptyLog, itemAt, logFrom, logToArray } from './append-log';
import type { Chapter } from './chapter-text';
import type { DoneParagraph, EngineOptions, EngineState, PromptMode } from './engine-types';
import { pushTyped, type TypedBuffer } from './typed-buffer';

/** Options for a session that uses every default: no alternatives, no charset, no goal. */
export const DEFAULT_ENGINE_OPTIONS: EngineOptions = {
  backspaceWholeWord: false,
  markAsRead: true,
  quickRestart: 'esc',
  autoPauseDelay: 5000,
  alternatives: {},
  charset: null,
  dailyGoal: null,
};

/** A fresh session at the start of the chapter, paused. */
export function createSession(
  chapter: Chapter,
  options: EngineOptions = DEFAULT_ENGINE_OPTIONS,
  mode: PromptMode = 'typing',
): EngineState {
  const empty = chapter.paragraphs.length === 0;
  return {
    chapter,
    options,
    mode,
    status: empty ? 'done' : 'paused',
    clockRunning: false,
    pauseAt: null,
    savedUntil: null,
    paragraph: 0,
    done: emptyLog(),
    buffer: null,
    position: 0,
    attemptStart: 0,
    log: emptyLog(),
    screen: 0,
    typedChars: 0,
    sessionTime: 0,
    dailyGoalReached: false,
    reopened: null,
  };
}

/** The session with new options (a setting changed mid-chapter); the text and log stay. */
export function withOptions(state: EngineState, options: EngineOptions): EngineState {
  return { ...state, options };
}

/** True once every paragraph is typed or read. */
export function isChapterEnd(state: EngineState): boolean {
  return state.paragraph >= state.chapter.paragraphs.length;
}

/**
 * A session that continues where the typist left off: `stored` holds the
 * saved stats by paragraph index, and the session starts at the first
 * paragraph without any (the ones before it count as finished). A chapter
 * already complete, or not started, starts from its first paragraph. A typed
 * paragraph comes back as its text typed without typos, so Backspace can
 * still go back into it.
 */
export function resumeSession(
  chapter: Chapter,
  options: EngineOptions,
  stored:
    | Readonly<Record<number, ParagraphStats | null | undefined>>
    | readonly (ParagraphStats | null | undefined)[],
  mode: PromptMode = 'typing',
): EngineState {
  const base = createSession(chapter, options, mode);
  const count = chapter.paragraphs.length;
  const done: DoneParagraph[] = [];
  for (let p = 0; p < count; p++) {
    const stats = (stored as Record<number, ParagraphStats | null | undefined>)[p];
    if (stats === null || stats === undefined) break;
    done.push(restoredParagraph(chapter, p, stats));
  }
  if (done.length === 0 || done.length >= count) return base;
  return {
    ...base,
    paragraph: done.length,
    done: logFrom(done),
    screen: chapter.screenOfParagraph[done.length] ?? 0,
  };
}

/** A paragraph finished in an earlier visit or on another device: typed back without typos, or read. */
function restoredParagraph(chapter: Chapter, p: number, stats: ParagraphStats): DoneParagraph {
  if (stats.type === 'read') return { kind: 'read', stats };
  let buffer: TypedBuffer = null;
  for (const char of chapter.paragraphs[p]?.chars ?? []) buffer = pushTyped(buffer, char, true);
  return { kind: 'typed', buffer, attemptStart: 0, stats, restored: true };
}

/**
 * The same result stored again, perhaps under another timestamp (this
 * session's own save, stamped on the way to storage): left as typed, typos
 * and all, rather than replaced by its clean restored form.
 */
function sameResult(a: ParagraphStats, b: ParagraphStats): boolean {
  if (a.type === 'read' || b.type === 'read') return a.type === b.type;
  return a.time === b.time && a.wpm.value === b.wpm.value && a.acc.value === b.acc.value;
}

/**
 * The session once results saved elsewhere (another device, another tab)
 * reached this one's records: `changed` holds the paragraphs whose stored
 * stats changed, by index. A finished paragraph takes a newer result; the
 * paragraph the typist is on is never touched once a key went into it (nor
 * a restored paragraph Backspace reopened), but when nothing is typed there
 * yet and it was finished elsewhere, the caret moves past it and every
 * following paragraph finished elsewhere, as a resume would, stopping short
 * of the chapter's end so the chapter is never completed from afar.
 */
export function withStored(
  state: EngineState,
  changed: Readonly<Record<number, ParagraphStats | null | undefined>>,
): EngineState {
  if (state.status === 'done') return state;
  let done = state.done;
  let replaced: DoneParagraph[] | null = null;
  for (let p = 0; p < state.paragraph; p++) {
    const stats = changed[p];
    const current = itemAt(done, p);
    if (!stats || !current || stats.timestamp <= current.stats.timestamp || sameResult(stats, current.stats))
      continue;
    replaced ??= logToArray(done);
    replaced[p] = restoredParagraph(state.chapter, p, stats);
  }
  if (replaced) done = logFrom(replaced);
  let paragraph = state.paragraph;
  const count = state.chapter.paragraphs.length;
  const untouched = state.buffer === null && state.position === 0 && state.reopened === null;
  if (untouched)
    while (paragraph < count - 1 && changed[paragraph]) {
      done = append(done, restoredParagraph(state.chapter, paragraph, changed[paragraph] as ParagraphStats));
      paragraph += 1;
    }
  if (done === state.done) return state;
  if (paragraph === state.paragraph) return { ...state, done };
  const followed = state.screen === (state.chapter.screenOfParagraph[state.paragraph] ?? state.screen);
  return {
    ...state,
    done,
    paragraph,
    attemptStart: state.log.length,
    screen: followed ? (state.chapter.screenOfParagraph[paragraph] ?? state.screen) : state.screen,
  };
}
