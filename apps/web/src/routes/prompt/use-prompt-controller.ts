/**
 * The prompt's controller for one opened chapter: made once, fed the current
 * settings, stopped on unmount. The text follows it by itself (react-ui's
 * `PromptScreen`); other parts read what they show through `usePromptSelect`,
 * and everything goes in through `dispatch`.
 */
import {
  createPromptController,
  type EngineEffect,
  type EngineOptions,
  type EngineState,
  type PromptClock,
  type PromptController,
} from '@typeshelf/core/typing';
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
): PromptController {
  const [prompt] = useState(() => createPromptController({ state: start(), clock: browserClock, onEffects }));
  useEffect(() => prompt.setOptions(options), [prompt, options]);
  useEffect(() => () => prompt.dispose(), [prompt]);
  return prompt;
}
