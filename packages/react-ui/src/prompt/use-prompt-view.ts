import type { PromptController, PromptView } from '@typeshelf/core/typing';
import { useEffect, useRef, useState } from 'react';
import { renderAfterKey } from './render-after-key';

/**
 * One part of the prompt's view, re-read whenever the controller says the view
 * changed; the component renders only when that part changes, so a keystroke
 * renders nothing that does not show it. `select` and `equal` must not depend
 * on props (module-level functions), or each render subscribes again.
 *
 * The new value renders after the key (`renderAfterKey`): the text itself is
 * drawn inside the key (`PromptScreen`); what React draws around it (the
 * paragraph count, the status, the on-screen keyboard's hint) follows a
 * moment later, and the next key is never held up behind it.
 */
export function usePromptSelect<T>(
  prompt: Pick<PromptController, 'subscribe' | 'getSnapshot'>,
  select: (view: PromptView) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const [value, setValue] = useState(() => select(prompt.getSnapshot()));
  const latest = useRef(value);
  useEffect(() => {
    const follow = () => {
      const next = select(prompt.getSnapshot());
      if (equal(latest.current, next)) return;
      latest.current = next;
      renderAfterKey(() => setValue(next));
    };
    // The view may have changed between the render and this subscription.
    follow();
    return prompt.subscribe(follow);
  }, [prompt, select, equal]);
  return value;
}

/** Two plain records with the same values under the same keys. */
export function sameFields<T extends object>(a: T, b: T): boolean {
  for (const key in a) if (!Object.is(a[key], b[key])) return false;
  return true;
}
