import { emptyLog } from './append-log';
import type { Chapter } from './chapter-text';
import type { EngineOptions, EngineState, PromptMode } from './engine-types';

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
  };
}

/** The session with new options (a setting changed mid-chapter); the text and log stay. */
export function withOptions(state: EngineState, options: EngineOptions): EngineState {
  return { ...state, options };
}

export function isChapterEnd(state: EngineState): boolean {
  return state.paragraph >= state.chapter.paragraphs.length;
}
