/**
 * Reads a key press as what it means to the prompt (01 §5). Only single
 * characters, Enter and Backspace type; other named keys and Ctrl/Meta
 * combinations are ignored, except Backspace (word delete), Alt+Enter (look
 * up), the quick-restart key and the arrows (screens).
 */
import type { EngineOptions, KeyEvent } from './engine-types';

/** What a key press asks the prompt to do. */
export type KeyIntent =
  | { kind: 'ignore' }
  | { kind: 'char'; char: string }
  | { kind: 'enter'; shift: boolean }
  | { kind: 'backspace'; word: boolean }
  | { kind: 'restart' }
  | { kind: 'lookup' }
  | { kind: 'screen'; direction: 'previous' | 'next' };

const IGNORE: KeyIntent = { kind: 'ignore' };

/** True for a key that is one code point and not a control character. */
export function isSingleCharacter(key: string): boolean {
  const code = key.codePointAt(0);
  if (code === undefined || code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0)) return false;
  return key.length === (code > 0xffff ? 2 : 1);
}

/** Reads a key press under the quick-restart and whole-word Backspace settings. */
export function readKey(
  event: KeyEvent,
  options: Pick<EngineOptions, 'backspaceWholeWord' | 'quickRestart'>,
): KeyIntent {
  const ctrl = event.ctrlKey === true;
  const alt = event.altKey === true;
  const meta = event.metaKey === true;
  switch (event.key) {
    case 'Backspace':
      return { kind: 'backspace', word: ctrl || alt || options.backspaceWholeWord };
    case 'Enter':
      if (ctrl || meta) return IGNORE;
      return alt ? { kind: 'lookup' } : { kind: 'enter', shift: event.shiftKey === true };
    case 'Tab':
      return options.quickRestart === 'tab' && !ctrl && !alt && !meta ? { kind: 'restart' } : IGNORE;
    case 'Escape':
      return options.quickRestart === 'esc' && !ctrl && !alt && !meta ? { kind: 'restart' } : IGNORE;
    case 'ArrowLeft':
    case 'ArrowRight':
      if (ctrl || alt || meta || event.shiftKey === true) return IGNORE;
      return { kind: 'screen', direction: event.key === 'ArrowLeft' ? 'previous' : 'next' };
  }
  if (!isSingleCharacter(event.key)) return IGNORE;
  // Ctrl+Alt together is AltGr on Windows, which types characters such as "ł".
  const altGraph = ctrl && alt && !meta;
  if ((ctrl || meta) && !altGraph) return IGNORE;
  return { kind: 'char', char: event.key };
}
