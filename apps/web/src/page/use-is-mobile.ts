/** Whether the layout is the mobile one; follows the viewport. */
import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 700px)';

const subscribe = (listener: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
};

/** Read outside React (e.g. which settings section applies). */
const isMobileNow = () => window.matchMedia(QUERY).matches;

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
