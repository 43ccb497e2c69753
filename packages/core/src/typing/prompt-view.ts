/**
 * Read-only views the prompt renders from: one paragraph's status and typed
 * characters, and the screen's paragraphs. O(paragraph) per call; the shell
 * memoises per paragraph (a finished paragraph's view never changes until the
 * caret comes back into it).
 */
import { itemAt } from './append-log';
import type { EngineState } from './engine-types';
import { type TypedChar, typedToArray } from './typed-buffer';
import { judgeWords, type WordJudgement, type WordSpan } from './word-judgement';

/** Where a paragraph stands in the session. */
export type ParagraphStatus = 'typed' | 'read' | 'current' | 'unread';

/** What the prompt needs to draw one paragraph. */
export interface ParagraphView {
  index: number;
  status: ParagraphStatus;
  /** The book's characters. */
  chars: readonly string[];
  /** What was typed, oldest first (empty for read and unread paragraphs). */
  typed: readonly TypedChar[];
  /** The caret index when current, else null. */
  caret: number | null;
}

/** The view of paragraph `index`. */
export function paragraphView(state: EngineState, index: number): ParagraphView {
  const chars = state.chapter.paragraphs[index]?.chars ?? [];
  if (index === state.paragraph) {
    return { index, status: 'current', chars, typed: typedToArray(state.buffer), caret: state.position };
  }
  const done = itemAt(state.done, index);
  if (done === undefined) return { index, status: 'unread', chars, typed: [], caret: null };
  if (done.kind === 'read') return { index, status: 'read', chars, typed: [], caret: null };
  return { index, status: 'typed', chars, typed: typedToArray(done.buffer), caret: null };
}

/** Views of every paragraph on the screen on view. */
export function screenView(state: EngineState): ParagraphView[] {
  const screen = state.chapter.screens[state.screen];
  if (screen === undefined) return [];
  const views: ParagraphView[] = [];
  for (let p = screen.first; p <= screen.last; p++) views.push(paragraphView(state, p));
  return views;
}

/** Word judgements of a paragraph (for `highlightIncorrectWords`). */
export function paragraphWords(
  state: EngineState,
  index: number,
): { span: WordSpan; judgement: WordJudgement }[] {
  const chars = state.chapter.paragraphs[index]?.chars ?? [];
  if (index === state.paragraph) return judgeWords(chars, state.buffer);
  const done = itemAt(state.done, index);
  return judgeWords(chars, done?.kind === 'typed' ? done.buffer : null);
}
