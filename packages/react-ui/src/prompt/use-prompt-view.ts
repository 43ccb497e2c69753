import type { PromptController, PromptView } from '@typeshelf/core';
import { useRef, useSyncExternalStore } from 'react';

/**
 * One part of the prompt's view, re-read whenever the controller says the view
 * changed; the component renders only when that part changes, so a keystroke
 * renders nothing that does not show it. `select` must not depend on props.
 */
export function usePromptSelect<T>(
  prompt: Pick<PromptController, 'subscribe' | 'getSnapshot'>,
  select: (view: PromptView) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const last = useRef<{ view: PromptView; value: T } | null>(null);
  const read = () => {
    const view = prompt.getSnapshot();
    const kept = last.current;
    if (kept?.view === view) return kept.value;
    const picked = select(view);
    const value = kept !== null && equal(kept.value, picked) ? kept.value : picked;
    last.current = { view, value };
    return value;
  };
  return useSyncExternalStore(prompt.subscribe, read, read);
}

/** Two plain records with the same values under the same keys. */
export function sameFields<T extends object>(a: T, b: T): boolean {
  for (const key in a) if (!Object.is(a[key], b[key])) return false;
  return true;
}
