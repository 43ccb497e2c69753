/**
 * Browser keyboard events → engine key events. Timestamps become epoch ms on
 * the server's clock (the event's own high-resolution stamp carried onto it),
 * so stored stats carry real dates and the keystroke log replays with the
 * exact gaps typed.
 */
import type { KeyEvent } from '@typeshelf/core/typing';
import { serverTimeOfEvent } from '../../session/server-clock';

/** On the server's clock (docs/metrics.md, "Whose clock"), so devices with wrong clocks still order results by real time. */
export const epochOf = (timeStamp: number) => Math.round(serverTimeOfEvent(timeStamp) * 1000) / 1000;

/** Keys whose browser default must not run while the prompt has focus. */
export function claimsKey(event: KeyboardEvent, quickRestart: 'off' | 'tab' | 'esc'): boolean {
  const { key } = event;
  if (key === 'Backspace' || key === 'Enter' || key === 'ArrowLeft' || key === 'ArrowRight') return true;
  if (key === 'Tab') return quickRestart === 'tab';
  if (key === ' ') return true;
  // Ctrl/Meta shortcuts (copy, reload, tabs) stay the browser's; AltGr letters arrive as Ctrl+Alt.
  if ((event.ctrlKey || event.metaKey) && !(event.ctrlKey && event.altKey)) return false;
  return [...key].length === 1;
}

export function toKeyEvent(event: KeyboardEvent): KeyEvent {
  return {
    type: 'key',
    key: event.key,
    timeStamp: epochOf(event.timeStamp),
    ctrlKey: event.ctrlKey,
    altKey: event.altKey,
    metaKey: event.metaKey,
    shiftKey: event.shiftKey,
  };
}

/** Keys that never reach the engine but still click (once until released). */
export const isModifierKey = (key: string) =>
  key === 'Shift' ||
  key === 'Control' ||
  key === 'Alt' ||
  key === 'AltGraph' ||
  key === 'Meta' ||
  key === 'CapsLock';
