import { useEffect, useState } from 'react';
import type { OnDemand } from './on-demand';

/**
 * The part's value, or null until it has loaded; asks for it as the
 * component mounts, or once `wanted` (true unless given) becomes true.
 */
export function useOnDemand<T>(part: OnDemand<T>, what: string, wanted = true): T | null {
  const [value, setValue] = useState(() => part.current);
  useEffect(() => {
    if (!wanted || value !== null) return;
    let live = true;
    part.load().then(
      (next) => {
        if (live) setValue(() => next);
      },
      (error: unknown) => console.error(`Could not load ${what}`, error),
    );
    return () => {
      live = false;
    };
  }, [part, value, what, wanted]);
  return value;
}
