/**
 * A compact, readable picture of the session for tests and debugging:
 * `¶2/5 typing active: The {x}|[u]ick⏎` — typed text, typos in braces (the
 * typed character), the caret `|`, the next character in brackets, the rest
 * of the paragraph and the newline marker ⏎.
 */
import type { EngineState } from './engine-types';
import { typedToArray } from './typed-buffer';

/** The marker drawn at a paragraph end; only Enter types it. */
export const NEWLINE_MARKER = '⏎';

/** The current paragraph with the caret. */
export function renderParagraph(state: EngineState): string {
  const paragraph = state.chapter.paragraphs[state.paragraph];
  if (paragraph === undefined) return '';
  const typed = typedToArray(state.buffer)
    .map((c) => (c.correct ? c.char : `{${c.char}}`))
    .join('');
  const rest = paragraph.chars.slice(state.position);
  const next = rest[0] ?? NEWLINE_MARKER;
  const after = rest.length > 0 ? `${rest.slice(1).join('')}${NEWLINE_MARKER}` : '';
  return `${typed}|[${next}]${after}`;
}

/** Paragraph counter, mode, status and the current paragraph. */
export function renderPrompt(state: EngineState): string {
  const count = state.chapter.paragraphs.length;
  if (state.paragraph >= count) return `¶${count}/${count} ${state.mode} ${state.status}`;
  return `¶${state.paragraph + 1}/${count} ${state.mode} ${state.status}: ${renderParagraph(state)}`;
}
