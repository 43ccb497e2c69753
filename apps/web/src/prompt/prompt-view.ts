/**
 * The engine state as the prompt draws it: the current screen's paragraphs,
 * each with its per-character state string (see react-ui's char-states).
 * Finished paragraphs never change, so their strings are computed once and
 * kept by object identity.
 */
import {
  type DoneParagraph,
  type EngineState,
  itemAt,
  type TypedBuffer,
  typedToArray,
} from '@typeshelf/core';
import type { ParagraphView } from '@typeshelf/react-ui';

interface Drawn {
  states: string;
  typed: string;
}

const doneCache = new WeakMap<DoneParagraph, Drawn>();

/** States and typed text of a buffer over a paragraph of `length` characters (plus its newline marker). */
export function drawBuffer(buffer: TypedBuffer, length: number, finished: boolean): Drawn {
  const typed = typedToArray(buffer);
  let states = '';
  let text = '';
  for (const char of typed) {
    states += char.correct ? 'c' : 'x';
    text += char.char;
  }
  // The newline marker is typed by the Enter that finished the paragraph.
  const missing = length + 1 - typed.length;
  if (missing > 0) states += (finished ? 'c' : '.').repeat(missing);
  return { states, typed: text };
}

function drawDone(done: DoneParagraph, length: number): Drawn {
  const cached = doneCache.get(done);
  if (cached) return cached;
  const drawn: Drawn =
    done.kind === 'typed'
      ? drawBuffer(done.buffer, length, true)
      : { states: '.'.repeat(length + 1), typed: '' };
  doneCache.set(done, drawn);
  return drawn;
}

const untypedCache = new Map<number, string>();
function untyped(length: number): string {
  let states = untypedCache.get(length);
  if (!states) {
    states = '.'.repeat(length + 1);
    if (untypedCache.size > 2000) untypedCache.clear();
    untypedCache.set(length, states);
  }
  return states;
}

/** The paragraphs of the screen on view. */
export function screenParagraphs(state: EngineState): ParagraphView[] {
  const screen = state.chapter.screens[state.screen];
  if (!screen) return [];
  const views: ParagraphView[] = [];
  for (let p = screen.first; p <= screen.last; p++) {
    const paragraph = state.chapter.paragraphs[p]!;
    const length = paragraph.chars.length;
    const done = p < state.paragraph ? itemAt(state.done, p) : undefined;
    if (done) {
      const drawn = drawDone(done, length);
      views.push({
        index: p,
        text: paragraph.text,
        ...drawn,
        status: done.kind === 'typed' ? 'typed' : 'read',
      });
    } else if (p === state.paragraph && state.mode === 'typing') {
      views.push({
        index: p,
        text: paragraph.text,
        ...drawBuffer(state.buffer, length, false),
        status: 'active',
      });
    } else {
      views.push({ index: p, text: paragraph.text, states: untyped(length), typed: '', status: 'unread' });
    }
  }
  return views;
}
