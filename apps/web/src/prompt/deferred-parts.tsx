/**
 * The prompt's parts its first paint does without: the on-screen keyboards
 * (with their layouts) and the dictionary panel. Each loads as it is first
 * shown, a moment after the text, and takes no room until then.
 */
import type { DictionaryPanelProps, MobileKeyboardProps, ScreenKeyboardProps } from '@typeshelf/react-ui';
import { lazy, Suspense } from 'react';

const LazyScreenKeyboard = lazy(() => import('./keyboards').then((m) => ({ default: m.ScreenKeyboard })));
const LazyMobileKeyboard = lazy(() => import('./keyboards').then((m) => ({ default: m.MobileKeyboard })));
const LazyDictionaryPanel = lazy(() =>
  import('./dictionary-panel').then((m) => ({ default: m.DictionaryPanel })),
);

export function ScreenKeyboard(props: ScreenKeyboardProps) {
  return (
    <Suspense fallback={null}>
      <LazyScreenKeyboard {...props} />
    </Suspense>
  );
}

export function MobileKeyboard(props: MobileKeyboardProps) {
  return (
    <Suspense fallback={null}>
      <LazyMobileKeyboard {...props} />
    </Suspense>
  );
}

export function DictionaryPanel(props: DictionaryPanelProps) {
  return (
    <Suspense fallback={null}>
      <LazyDictionaryPanel {...props} />
    </Suspense>
  );
}
