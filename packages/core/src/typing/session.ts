import type { ParagraphStats } from '../stats/stats-types';
import { emptyLog, logFrom } from './append-log';
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
    if (stats.type === 'read') {
      done.push({ kind: 'read', stats });
      continue;
    }
    let buffer: TypedBuffer = null;
    for (const char of chapter.paragraphs[p]?.chars ?? []) buffer = pushTyped(buffer, char, true);
    done.push({ kind: 'typed', buffer, attemptStart: 0, stats, restored: true });
  }
  if (done.length === 0 || done.length >= count) return base;
  return {
    ...base,
    paragraph: done.length,
    done: logFrom(done),
    screen: chapter.screenOfParagraph[done.length] ?? 0,
  };
}
