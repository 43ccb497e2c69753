import type { PromptController, PromptView } from '@typeshelf/core';
import { useSyncExternalStore } from 'react';

/** The prompt's view, re-read whenever the controller says it changed. */
export function usePromptView(prompt: Pick<PromptController, 'subscribe' | 'getSnapshot'>): PromptView {
  return useSyncExternalStore(prompt.subscribe, prompt.getSnapshot, prompt.getSnapshot);
}
