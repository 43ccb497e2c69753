/**
 * The engine state as the prompt draws it: the current screen's paragraphs,
 * each with its per-character state string (see react-ui's char-states;
 * characters past the string's end are untyped). Finished paragraphs never
 * change, so their strings are computed once and kept by object identity.
 */
import {
  type DoneParagraph,
  type EngineState,
  itemAt,
  type TypedBuffer,
  type TypedChar,
} from '@typeshelf/core';
import type { ParagraphView } from '@typeshelf/react-ui';

interface Drawn {
  states: string;
  typed: string;
}

const EMPTY: Drawn = { states: '', typed: '' };

/**
 * A typed buffer drawn as strings, cached per buffer node. The buffer is a
 * persistent stack, so a keypress's buffer extends the previous one by one
 * node: its strings are the cached ones plus a character (and Backspace gets
 * the previous node back from the cache).
 */
const bufferCache = new WeakMap<TypedChar, Drawn>();

export function drawTyped(buffer: TypedBuffer): Drawn {
  if (buffer === null) return EMPTY;
  const cached = bufferCache.get(buffer);
  if (cached) return cached;
  // Walk back to the nearest drawn node, then draw forward from it.
  const pending: TypedChar[] = [];
  let node: TypedBuffer = buffer;
  let base = EMPTY;
  while (node !== null) {
    const hit = bufferCache.get(node);
    if (hit) {
      base = hit;
      break;
    }
    pending.push(node);
    node = node.previous;
  }
  let { states, typed } = base;
  for (let i = pending.length - 1; i >= 0; i--) {
    const char = pending[i]!;
    states += char.correct ? 'c' : 'x';
    typed += char.char;
    bufferCache.set(char, { states, typed });
  }
  return bufferCache.get(buffer)!;
}

const doneCache = new WeakMap<DoneParagraph, Drawn>();

function drawDone(done: DoneParagraph, length: number): Drawn {
  const cached = doneCache.get(done);
  if (cached) return cached;
  let drawn: Drawn = EMPTY;
  if (done.kind === 'typed') {
    // The newline marker was typed by the Enter that finished the paragraph.
    const typed = drawTyped(done.buffer);
    drawn = {
      states: typed.states + 'c'.repeat(Math.max(1, length + 1 - typed.states.length)),
      typed: typed.typed,
    };
  }
  doneCache.set(done, drawn);
  return drawn;
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
        ...drawTyped(state.buffer),
        status: 'active',
      });
    } else {
      views.push({ index: p, text: paragraph.text, states: '', typed: '', status: 'unread' });
    }
  }
  return views;
}
