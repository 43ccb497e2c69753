/**
 * Text that arrives without a key value: input methods (Japanese, Chinese,
 * Korean), dead keys composed by the system (macOS "´" then "e") and phone
 * keyboards. Only committed text is typed; what an input method shows while
 * the typist is still composing never reaches the engine.
 *
 * Worked example, Japanese "日本" through an IME:
 *   compositionStart                   → nothing (composing)
 *   input "に" (composing)             → nothing
 *   input "にほん" (composing)         → nothing
 *   compositionEnd "日本"              → keys "日", "本"
 *   input "" (Safari fires it after)   → nothing (the shell cleared the field)
 * A dead key on macOS is the same: compositionStart, input "´", compositionEnd "é".
 */
import type { KeyEvent } from './engine-types';

/** The browser's text events, as the shell reads them from the typing field. */
export type TextInputEvent =
  | { type: 'compositionStart'; timeStamp: number }
  /** `data` is the committed text; empty when the composition was cancelled. */
  | { type: 'compositionEnd'; data: string; timeStamp: number }
  /** `text` is the field's whole value; `composing` is the event's own `isComposing`. */
  | { type: 'input'; text: string; composing: boolean; timeStamp: number };

export interface TextInputState {
  composing: boolean;
}

export const TEXT_INPUT_IDLE: TextInputState = { composing: false };

/**
 * What the shell must do after a text event: the keys to dispatch, and
 * whether to empty the field (never while composing, or the input method
 * loses its candidate text).
 */
export interface TextInputResult {
  state: TextInputState;
  keys: KeyEvent[];
  clear: boolean;
}

const keysOf = (text: string, timeStamp: number): KeyEvent[] =>
  [...text].map((char) => ({ type: 'key', key: char === '\n' ? 'Enter' : char, timeStamp }));

export function readTextInput(state: TextInputState, event: TextInputEvent): TextInputResult {
  switch (event.type) {
    case 'compositionStart':
      return { state: { composing: true }, keys: [], clear: false };
    case 'compositionEnd':
      return { state: { composing: false }, keys: keysOf(event.data, event.timeStamp), clear: true };
    case 'input':
      if (state.composing || event.composing) return { state, keys: [], clear: false };
      return { state, keys: keysOf(event.text, event.timeStamp), clear: true };
    default: {
      const never: never = event;
      return never;
    }
  }
}
