/**
 * The prompt's controller for one opened chapter: made once, fed the current
 * settings, stopped on unmount. The screen reads its view through
 * `usePromptView`; everything else goes through `dispatch`.
 */
import {
  createPromptController,
  type EngineEffect,
  type EngineOptions,
  type EngineState,
  type PromptClock,
  type PromptController,
  type PromptView,
} from '@typeshelf/core';
import { usePromptView } from '@typeshelf/react-ui';
import { useEffect, useState } from 'react';
import { epochOf } from './prompt-input';

/** The browser's clock on the keystrokes' time base (epoch ms, see `epochOf`). */
const browserClock: PromptClock = {
  now: () => epochOf(performance.now()),
  // One extra millisecond: a timer may fire a fraction early on the rounded clock.
  schedule: (run, ms) => window.setTimeout(run, ms + 1),
  cancel: (handle) => window.clearTimeout(handle as number),
};

export function usePromptController(
  start: () => EngineState,
  options: EngineOptions,
  onEffects: (effects: readonly EngineEffect[]) => void,
): [PromptView, PromptController] {
  const [prompt] = useState(() => createPromptController({ state: start(), clock: browserClock, onEffects }));
  useEffect(() => prompt.setOptions(options), [prompt, options]);
  useEffect(() => () => prompt.dispose(), [prompt]);
  return [usePromptView(prompt), prompt];
}
