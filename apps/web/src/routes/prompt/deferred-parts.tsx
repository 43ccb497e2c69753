/**
 * The prompt's parts its first paint does without: the on-screen keyboards
 * (with their layouts) and the dictionary panel. Each loads as it is first
 * shown, a moment after the text, and takes no room until then.
 */
import type { PromptController, PromptView } from '@typeshelf/core/typing';
import {
  type DictionaryPanelProps,
  type MobileKeyboardProps,
  type ScreenKeyboardProps,
  sameFields,
  usePromptSelect,
} from '@typeshelf/react-ui';
import { lazy, Suspense } from 'react';

const LazyScreenKeyboard = lazy(() => import('./keyboards').then((m) => ({ default: m.ScreenKeyboard })));
const LazyMobileKeyboard = lazy(() => import('./keyboards').then((m) => ({ default: m.MobileKeyboard })));
const LazyDictionaryPanel = lazy(() =>
  import('./dictionary-panel').then((m) => ({ default: m.DictionaryPanel })),
);

/** The keys the on-screen keyboard marks: the next one to press, and the last one pressed. */
const keyHints = (view: PromptView) => ({
  next: view.nextChar,
  last: view.lastTyped?.char ?? null,
  lastWasError: view.lastTyped !== null && !view.lastTyped.correct,
});

type FollowingKeyboardProps = Omit<ScreenKeyboardProps, 'next' | 'last' | 'lastWasError'> & {
  prompt: Pick<PromptController, 'subscribe' | 'getSnapshot'>;
};

/** The desktop keyboard, following the prompt's keys itself so the rest of the page does not render per key. */
export function ScreenKeyboard({ prompt, ...props }: FollowingKeyboardProps) {
  const hints = usePromptSelect(prompt, keyHints, sameFields);
  return (
    <Suspense fallback={null}>
      <LazyScreenKeyboard {...props} {...hints} />
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
