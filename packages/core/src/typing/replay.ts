/**
 * Replays: folding events through `transition`, or rebuilding a session from
 * its keystroke log alone (the log is what gets stored). Both are
 * deterministic: the same input always gives the same state and stats.
 */
import type { Chapter } from './chapter-text';
import type {
  EngineEffect,
  EngineEvent,
  EngineOptions,
  EngineState,
  LogEntry,
  PromptMode,
} from './engine-types';
import { createSession } from './session';
import { transition } from './transition';
import {
  backspace,
  deleteBack,
  markRead,
  pressEnter,
  restartParagraph,
  setMode,
  typeChar,
} from './typing-actions';

/** Folds events from a fresh session; returns the final state and every effect in order. */
export function replayEvents(
  chapter: Chapter,
  options: EngineOptions,
  events: readonly EngineEvent[],
  mode: PromptMode = 'typing',
): { state: EngineState; effects: EngineEffect[] } {
  let state = createSession(chapter, options, mode);
  const effects: EngineEffect[] = [];
  for (const event of events) {
    const result = transition(state, event);
    state = result.state;
    for (const effect of result.effects) effects.push(effect);
  }
  return { state, effects };
}

/** Applies one logged action again. */
export function applyLogEntry(state: EngineState, entry: LogEntry): EngineState {
  switch (entry.type) {
    case 'char':
      return typeChar(state, entry.typed, entry.t, entry.typed, entry.correct).state;
    case 'enter':
      return pressEnter(state, entry.t).state;
    case 'backspace':
      return entry.crossed
        ? backspace(state, false, entry.t).state
        : deleteBack(state, entry.from - entry.to, entry.t).state;
    case 'read':
      return markRead(state, entry.to, entry.t).state;
    case 'unread':
      return markRead(state, entry.paragraph, entry.t).state;
    case 'restart':
      return restartParagraph(state, entry.t).state;
    case 'mode':
      return setMode(state, entry.mode, entry.t).state;
    default: {
      const never: never = entry;
      return never;
    }
  }
}

/** Rebuilds a session from its log; the result's log equals `log`. */
export function restoreFromLog(
  chapter: Chapter,
  options: EngineOptions,
  log: readonly LogEntry[],
  mode: PromptMode = 'typing',
): EngineState {
  let state = createSession(chapter, options, mode);
  for (const entry of log) state = applyLogEntry(state, entry);
  return state;
}
