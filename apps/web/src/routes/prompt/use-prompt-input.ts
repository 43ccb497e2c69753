/**
 * The prompt's input: keys from the hidden textarea, committed text from input
 * methods, dead keys and virtual keyboards that send no key values, the
 * on-screen keyboard and swipes, each turned into engine events. Keys keep the
 * browser's own timestamps.
 */
import {
  type PromptCommand,
  readTextInput,
  swipeDirection,
  TEXT_INPUT_IDLE,
  type TextInputEvent,
} from '@typeshelf/core/typing';
import type { MobileKeyPress } from '@typeshelf/react-ui';
import { type RefObject, useEffect, useRef } from 'react';
import { sounds } from '../../settings/sounds/app-sounds';
import { claimsKey, epochOf, isModifierKey, toKeyEvent } from './prompt-input';

export interface PromptInputOptions {
  dispatch: (command: PromptCommand) => void;
  quickRestart: 'off' | 'tab' | 'esc';
  rtl: boolean;
  /** F2: the next words read aloud, a screen-reader user's way to hear what comes without leaving the input. */
  onReadAhead: () => void;
  /** The input gained (true) or lost (false) the focus. */
  onFocusChange: (focused: boolean) => void;
}

export function usePromptInput(
  input: RefObject<HTMLTextAreaElement | null>,
  { dispatch, quickRestart, rtl, onReadAhead, onFocusChange }: PromptInputOptions,
) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'F2') {
      event.preventDefault();
      onReadAhead();
      return;
    }
    if (event.key === 'Process' || event.key === 'Unidentified') return;
    if (isModifierKey(event.key)) {
      sounds.keyDown(event.key);
      return;
    }
    if (claimsKey(event, quickRestart) || event.key === 'Escape') event.preventDefault();
    dispatch(toKeyEvent(event));
  };

  // Keys aimed at the input are heard before anything else on the page sees them (window,
  // capture phase) and, once the prompt has taken them, go no further. Through React's props each
  // key would get a synthetic event built and React's plugins walked; and even unlistened, a key
  // reaching the page's root runs React's own root listeners, once on the way down and once on the
  // way up: about half of a key's event (docs/decisions.md, "What a key renders"). Nothing else on
  // the page acts on a key typed into the prompt, and stopping it leaves the browser's default
  // actions as they were.
  //
  // Its focus is heard on the input and goes no further either: React's polyfill of the select
  // event follows the focused text field and reads its selection at every keydown and keyup, which
  // made the browser lay the page out inside each key, just after the text changed. The input has
  // no select handler, so React is not told it has the focus.
  const keyHandlers = useRef({
    onKeyDown,
    onKeyUp: (event: KeyboardEvent) => sounds.keyUp(event.key),
    onFocusChange,
  });
  keyHandlers.current.onKeyDown = onKeyDown;
  keyHandlers.current.onFocusChange = onFocusChange;
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    const key = (event: KeyboardEvent) => {
      if (event.target !== el) return;
      if (event.type === 'keyup') keyHandlers.current.onKeyUp(event);
      // A key of a composition is the input method's: the prompt reads its text, not its keys.
      if (event.isComposing) return;
      if (event.type === 'keydown') keyHandlers.current.onKeyDown(event);
      event.stopPropagation();
    };
    const focus = (event: FocusEvent) => {
      event.stopPropagation();
      keyHandlers.current.onFocusChange(event.type === 'focusin');
    };
    window.addEventListener('keydown', key, true);
    window.addEventListener('keyup', key, true);
    el.addEventListener('focusin', focus);
    el.addEventListener('focusout', focus);
    return () => {
      window.removeEventListener('keydown', key, true);
      window.removeEventListener('keyup', key, true);
      el.removeEventListener('focusin', focus);
      el.removeEventListener('focusout', focus);
    };
  }, [input]);

  // Input methods and virtual keyboards that send no key values (Android) deliver text through
  // composition and input events; core decides what of it is committed and typed.
  const textInput = useRef(TEXT_INPUT_IDLE);
  const readText = (el: HTMLTextAreaElement, event: TextInputEvent) => {
    const result = readTextInput(textInput.current, event);
    textInput.current = result.state;
    if (result.clear) el.value = '';
    for (const key of result.keys) dispatch(key);
  };
  const onInput = (event: React.FormEvent<HTMLTextAreaElement>) => {
    const el = event.currentTarget;
    const composing = (event.nativeEvent as InputEvent).isComposing === true;
    readText(el, { type: 'input', text: el.value, composing, timeStamp: epochOf(event.timeStamp) });
  };
  const onCompositionStart = (event: React.CompositionEvent<HTMLTextAreaElement>) =>
    readText(event.currentTarget, { type: 'compositionStart', timeStamp: epochOf(event.timeStamp) });
  const onCompositionEnd = (event: React.CompositionEvent<HTMLTextAreaElement>) =>
    readText(event.currentTarget, {
      type: 'compositionEnd',
      data: event.data,
      timeStamp: epochOf(event.timeStamp),
    });

  const onMobilePress = (press: MobileKeyPress) => {
    const timeStamp = epochOf(performance.now());
    const key = press.type === 'char' ? press.char : press.type === 'enter' ? 'Enter' : 'Backspace';
    dispatch({ type: 'key', key, timeStamp });
  };

  const touch = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: React.TouchEvent) => {
    const t = event.touches[0];
    touch.current = t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (event: React.TouchEvent) => {
    const start = touch.current;
    const t = event.changedTouches[0];
    touch.current = null;
    if (!start || !t) return;
    // Right-to-left books turn their pages the other way.
    const dx = (t.clientX - start.x) * (rtl ? -1 : 1);
    const direction = swipeDirection(dx, t.clientY - start.y);
    if (direction) dispatch({ type: 'screen', direction, timeStamp: epochOf(event.timeStamp) });
  };

  return {
    onInput,
    onCompositionStart,
    onCompositionEnd,
    onMobilePress,
    onTouchStart,
    onTouchEnd,
  };
}
