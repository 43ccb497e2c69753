/**
 * /practice: short drills from the typist's own mistakes, typed in the same
 * prompt as a book with the same feedback and sounds (docs/metrics.md,
 * "Practice"). `?words=a,b` drills just those words (the results screen's
 * link); otherwise the drill draws from every book's missed words and
 * slowest letter pairs. Its results stay apart from book progress.
 */
import { itemKey, itemTrend } from '@typeshelf/core/practice';
import {
  acceptedAlternatives,
  createSession,
  type EngineEffect,
  type EngineOptions,
  type EngineState,
  prepareChapter,
} from '@typeshelf/core/typing';
import { AppLink, Button, PromptScreen, Toggle, vibrate } from '@typeshelf/react-ui';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearch } from 'wouter';
import { usePageTitle } from '../../page/use-page-title';
import { useAppliedPromptSettings } from '../../settings/apply-prompt-settings';
import { sounds, useSoundPlayer } from '../../settings/sounds/app-sounds';
import { useSettings } from '../../settings/use-settings';
import { usePromptController } from '../prompt/use-prompt-controller';
import { usePromptInput } from '../prompt/use-prompt-input';
import { usePractice } from './use-practice';
import '../prompt/prompt.css';
import './practice.css';

/** Speed in wpm from ms per character (a word is 5 characters). */
const wpmOf = (msPerChar: number) => (msPerChar > 0 ? 12_000 / msPerChar : 0);

export default function PracticeRoute() {
  usePageTitle('Practice');
  useSoundPlayer();
  const words = new URLSearchParams(useSearch()).get('words');
  const only = useMemo(() => (words ? words.split(',').filter((w) => w !== '') : null), [words]);
  const { view, finish, again, setCountsTowardsGoal } = usePractice(only);
  const { loaded } = useSettings();

  return (
    <div className="practice-page">
      <header className="practice-page__header">
        <h1>Practice</h1>
        <p>
          {only
            ? `The ${only.length} ${only.length === 1 ? 'word' : 'words'} you missed in the chapter, twice each.`
            : 'Your missed words and slowest letter pairs from every book, the most frequent and recent first.'}{' '}
          Practice never changes a book's progress or stats.
        </p>
      </header>
      {view.status === 'loading' || !loaded ? (
        <p className="page-loading">Loading...</p>
      ) : view.status === 'empty' ? (
        <section className="practice-empty" aria-labelledby="practice-empty-title">
          <h2 id="practice-empty-title">Nothing to practise yet</h2>
          <p>Words you mistype and letter pairs you type slowly in any book show up here as short drills.</p>
          <p>
            <AppLink href="/books" className="button button--primary">
              Pick a book
            </AppLink>
          </p>
        </section>
      ) : view.status === 'typing' && view.drill ? (
        <Drill key={view.round} text={view.drill.text} onDone={finish} />
      ) : (
        <PracticeResults view={view} onAgain={again} />
      )}
      <div className="practice-setting">
        <Toggle
          label="Count practice towards the daily goal"
          checked={view.countsTowardsGoal}
          onChange={setCountsTowardsGoal}
        />
      </div>
    </div>
  );
}

function Drill({ text, onDone }: { text: string; onDone: (state: EngineState) => void }) {
  const { device } = useSettings();
  const typing = device.typingPrompt;
  const input = useRef<HTMLTextAreaElement>(null);
  const chapter = useMemo(() => prepareChapter([text]), [text]);
  const options = useMemo<EngineOptions>(
    () => ({
      backspaceWholeWord: typing.backspaceWholeWord,
      markAsRead: false,
      quickRestart: typing.quickRestart,
      autoPauseDelay: typing.autoPauseDelay,
      alternatives: acceptedAlternatives('en'),
      charset: null,
      // A drill is no book's typing: it never reaches the goal by itself.
      dailyGoal: null,
    }),
    [typing],
  );
  const done = useRef(onDone);
  done.current = onDone;
  // The typing prompt's fonts, text box and keyboard, applied as for a book's prompt.
  const applied = useAppliedPromptSettings(device, false, false, undefined);
  const controller = usePromptController(
    () => createSession(chapter, options),
    options,
    (effects: readonly EngineEffect[]) => {
      for (const effect of effects) {
        // The same feedback as the book prompt; saves are not a drill's (see `usePractice`).
        if (effect.type === 'keySound') sounds.keyDown(effect.key);
        else if (effect.type === 'errorSound') sounds.error();
        else if (effect.type === 'haptic') vibrate(applied.keyboard.haptics);
        else if (effect.type === 'chapterDone') done.current(controller.getState());
      }
    },
  );
  const { onInput, onCompositionStart, onCompositionEnd } = usePromptInput(input, {
    dispatch: controller.dispatch,
    quickRestart: typing.quickRestart,
    rtl: false,
    onReadAhead: () => undefined,
    onFocusChange: (now) => {
      if (!now) sounds.releaseAll();
    },
  });
  useEffect(() => {
    input.current?.focus();
  }, []);
  const focus = useCallback(() => input.current?.focus({ preventScroll: true }), []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere gives the hidden input its focus back
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard already reaches the focused input
    <div className="practice-drill prompt-page" data-mode="typing" onClick={focus}>
      <textarea
        ref={input}
        className="prompt-input"
        aria-label="Typing input"
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        onInput={onInput}
        onCompositionStart={onCompositionStart}
        onCompositionEnd={onCompositionEnd}
      />
      <div className="prompt-stage">
        <PromptScreen prompt={controller} {...applied.screen} rtl={false} lang="en" />
      </div>
      <p className="practice-hint">Type the drill and press Enter at its end.</p>
    </div>
  );
}

function PracticeResults({
  view,
  onAgain,
}: {
  view: ReturnType<typeof usePractice>['view'];
  onAgain: () => void;
}) {
  const parts = view.drill?.parts ?? [];
  return (
    <section className="practice-results" aria-labelledby="practice-results-title">
      <h2 id="practice-results-title">Drill complete</h2>
      <table className="practice-table">
        <thead>
          <tr>
            <th scope="col">Drilled</th>
            <th scope="col">Speed</th>
            <th scope="col">Typos</th>
            <th scope="col">Trend</th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => {
            const key = itemKey(part);
            const point = view.results?.[key];
            const points = view.history[key] ?? [];
            const trend = itemTrend(points);
            return (
              <tr key={key} data-item={key}>
                <th scope="row">{part.kind === 'pair' ? `“${part.item}” (letter pair)` : part.item}</th>
                <td>{point ? `${Math.round(wpmOf(point.msPerChar))} wpm` : '–'}</td>
                <td>{point ? point.errors : '–'}</td>
                <td>
                  {trend && points.length > 1
                    ? `${Math.round(wpmOf(trend.first))} → ${Math.round(wpmOf(trend.latest))} wpm over ${points.length} drills`
                    : 'First drill'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="practice-actions">
        <Button onClick={onAgain} variant="primary">
          Practise again
        </Button>
        <AppLink href="/stats" className="button">
          Stats
        </AppLink>
      </div>
    </section>
  );
}
