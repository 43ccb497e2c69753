/**
 * The typing engine: a pure `transition(state, event) → { state, effects }`.
 * It executes nothing; sounds, persistence and navigation come back as
 * effects for the shell to run.
 *
 * @example
 * let state = createSession(prepareChapter(['The quick fox.']), options);
 * ({ state } = transition(state, { type: 'key', key: 'T', timeStamp: 0 }));
 * renderPrompt(state); // "¶1/1 typing active: T|[h]e quick fox.⏎"
 */
import type {
  EngineEffect,
  EngineEvent,
  EngineState,
  KeyEvent,
  TransitionResult,
  WordClickEvent,
} from './engine-types';
import { readKey } from './key-input';
import { tick } from './prompt-status';
import { backspace, markRead, pressEnter, restartParagraph, setMode, typeChar } from './typing-actions';
import { lookupWord, wordAt } from './word-judgement';

const NOTHING: EngineEffect[] = [];

function unchanged(state: EngineState): TransitionResult {
  return { state, effects: NOTHING.slice() };
}

/**
 * The next state and effects for one event. Pure: the same state and event
 * always give the same result, and `state` is left untouched.
 */
export function transition(state: EngineState, event: EngineEvent): TransitionResult {
  if (event.type === 'tick') {
    const effects: EngineEffect[] = [];
    return { state: tick(state, event.timeStamp, effects), effects };
  }
  if (state.status === 'done') return unchanged(state);
  switch (event.type) {
    case 'key':
      return onKey(state, event);
    case 'wordClick':
      return onWordClick(state, event);
    case 'toggleMode':
      return setMode(state, state.mode === 'typing' ? 'reading' : 'typing', event.timeStamp);
    case 'restart':
      return state.mode === 'typing' ? restartParagraph(state, event.timeStamp) : unchanged(state);
    case 'screen':
      return moveScreen(state, event.direction);
    default: {
      const never: never = event;
      return never;
    }
  }
}

function onKey(state: EngineState, event: KeyEvent): TransitionResult {
  const intent = readKey(event, state.options);
  const t = event.timeStamp;
  const reading = state.mode === 'reading';
  switch (intent.kind) {
    case 'ignore':
      return unchanged(state);
    case 'screen':
      return moveScreen(state, intent.direction);
    case 'lookup':
      return lookupAt(state, state.paragraph, state.position);
    case 'restart':
      return reading ? unchanged(state) : restartParagraph(state, t);
    case 'char':
    case 'backspace':
      if (reading) return { state, effects: [{ type: 'cantTypeAlert' }] };
      return intent.kind === 'char' ? typeChar(state, intent.char, t) : backspace(state, intent.word, t);
    case 'enter':
      if (reading) return markRead(state, state.paragraph, t);
      if (intent.shift && state.options.markAsRead && state.position === 0) {
        return markRead(state, state.paragraph, t);
      }
      return pressEnter(state, t);
    default: {
      const never: never = intent;
      return never;
    }
  }
}

function onWordClick(state: EngineState, event: WordClickEvent): TransitionResult {
  if (event.button === 'middle') return lookupAt(state, event.paragraph, event.index);
  // In typing mode a click only focuses the prompt.
  if (state.mode === 'typing') return unchanged(state);
  return markRead(state, event.paragraph, event.timeStamp);
}

function lookupAt(state: EngineState, paragraph: number, index: number): TransitionResult {
  const chars = state.chapter.paragraphs[paragraph]?.chars;
  if (chars === undefined) return unchanged(state);
  const word = lookupWord(wordAt(chars, index));
  return word === '' ? unchanged(state) : { state, effects: [{ type: 'lookupWord', word }] };
}

function moveScreen(state: EngineState, direction: 'previous' | 'next'): TransitionResult {
  const last = state.chapter.screens.length - 1;
  const screen = Math.max(0, Math.min(last, state.screen + (direction === 'next' ? 1 : -1)));
  return screen === state.screen ? unchanged(state) : { state: { ...state, screen }, effects: [] };
}
