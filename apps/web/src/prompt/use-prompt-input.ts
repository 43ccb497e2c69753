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
} from '@typeshelf/core';
import type { MobileKeyPress } from '@typeshelf/react-ui';
import { useRef } from 'react';
import { sounds } from './app-sounds';
import { claimsKey, epochOf, isModifierKey, toKeyEvent } from './prompt-input';

export function usePromptInput(
  dispatch: (command: PromptCommand) => void,
  quickRestart: 'off' | 'tab' | 'esc',
  rtl: boolean,
) {
  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    const native = event.nativeEvent;
    if (native.isComposing || native.key === 'Process' || native.key === 'Unidentified') return;
    if (isModifierKey(native.key)) {
      sounds.keyDown(native.key);
      return;
    }
    if (claimsKey(native, quickRestart) || native.key === 'Escape') event.preventDefault();
    dispatch(toKeyEvent(native));
  };

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
    onKeyDown,
    onInput,
    onCompositionStart,
    onCompositionEnd,
    onMobilePress,
    onTouchStart,
    onTouchEnd,
  };
}
