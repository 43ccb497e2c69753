import {
  type Chapter,
  caretDuration,
  chapterKey,
  type DeviceSettings,
  type EngineEvent,
  type EngineOptions,
  type EngineState,
  itemAt,
  resumeSession,
  swipeDirection,
  transition,
} from '@typeshelf/core';
import {
  DictionaryPanel,
  MobileKeyboard,
  type MobileKeyPress,
  PromptScreen,
  ScreenKeyboard,
} from '@typeshelf/react-ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { CacheData, ChapterParagraphs, ChapterStats, ProfileData } from '../data';
import { notify } from '../state/notifications';
import { sounds } from './app-sounds';
import type { BookRecord } from './book-lookup';
import { PromptEffects } from './prompt-effects';
import { claimsKey, epochOf, isModifierKey, toKeyEvent } from './prompt-input';
import { readingLook, typingLook } from './prompt-look-settings';
import { screenParagraphs } from './prompt-view';

/** The dictionary service; the word is appended. */
export const DICTIONARY_ENDPOINT =
  import.meta.env.VITE_DICTIONARY_ENDPOINT ?? 'https://api.dictionaryapi.dev/api/v2/entries/en/';

const OUT_OF_FOCUS = 'The text is out of focus, click anywhere on the page to start typing.';

export interface PromptSessionProps {
  book: BookRecord;
  chapterId: string;
  chapter: Chapter;
  stored: ChapterParagraphs;
  chapterStats: Record<string, ChapterStats>;
  options: EngineOptions;
  settings: DeviceSettings;
  mobile: boolean;
  rtl: boolean;
  profile: ProfileData;
  cache: CacheData;
  sync: boolean;
  onReadingModeChange: (reading: boolean) => void;
}

/** A chapter open in the prompt: the engine, its effects, the input and the view. */
export function PromptSession(props: PromptSessionProps) {
  const { book, chapterId, chapter, settings, mobile, rtl } = props;
  const prompt = settings.typingPrompt;
  const [, navigate] = useLocation();
  const [engine, setEngine] = useState<EngineState>(() =>
    resumeSession(chapter, props.options, props.stored, settings.ui.readingMode ? 'reading' : 'typing'),
  );
  const engineRef = useRef(engine);
  const input = useRef<HTMLTextAreaElement>(null);
  const [focused, setFocused] = useState(true);
  const [lookup, setLookup] = useState<string | null>(null);
  const [cantType, setCantType] = useState(0);

  // One runner per opened chapter (the session is keyed by chapter); settings read at open suffice.
  const [effects] = useState(
    () =>
      new PromptEffects({
        profile: props.profile,
        cache: props.cache,
        book,
        chapterId,
        lengths: chapter.paragraphs.map((p) => p.chars.length),
        paragraphs: props.stored,
        chapters: props.chapterStats,
        haptics: prompt.keyboardHaptics,
        sync: props.sync,
        onLookup: (word) => setLookup(word),
        onCantType: () => setCantType((n) => n + 1),
        onChapterDone: () => navigate(`/results/${chapterKey(book.id, chapterId)}`),
      }),
  );

  const dispatch = useCallback(
    (event: EngineEvent) => {
      const result = transition(engineRef.current, event);
      if (result.state !== engineRef.current) {
        engineRef.current = result.state;
        setEngine(result.state);
      }
      if (result.effects.length > 0) effects.run(result.effects);
    },
    [effects],
  );

  // Settings changed while the chapter is open (another tab, the settings screen).
  useEffect(() => {
    if (engineRef.current.options === props.options) return;
    engineRef.current = { ...engineRef.current, options: props.options };
    setEngine(engineRef.current);
  }, [props.options]);

  // Timers: one tick at the earliest due moment (auto-pause, end of the saved flash).
  useEffect(() => {
    const due = [engine.pauseAt, engine.savedUntil].filter((t): t is number => t !== null);
    if (due.length === 0) return;
    const wait = Math.max(0, Math.min(...due) - epochOf(performance.now()));
    const timer = setTimeout(
      () => dispatch({ type: 'tick', timeStamp: epochOf(performance.now()) }),
      wait + 1,
    );
    return () => clearTimeout(timer);
  }, [engine.pauseAt, engine.savedUntil, dispatch]);

  // Leaving the page mid-chapter: saves already queued still land (IndexedDB commits them).
  useEffect(() => () => void effects.flush(), [effects]);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const focusPrompt = useCallback(() => input.current?.focus({ preventScroll: true }), []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    const native = event.nativeEvent;
    if (native.isComposing || native.key === 'Process' || native.key === 'Unidentified') return;
    if (isModifierKey(native.key)) {
      sounds.keyDown(native.key);
      return;
    }
    if (claimsKey(native, prompt.quickRestart) || native.key === 'Escape') event.preventDefault();
    dispatch(toKeyEvent(native));
  };

  // Virtual keyboards that send no key values (Android) deliver text through input events.
  const onInput = (event: React.FormEvent<HTMLTextAreaElement>) => {
    const el = event.currentTarget;
    const text = el.value;
    el.value = '';
    const timeStamp = epochOf(event.timeStamp);
    for (const char of text) dispatch({ type: 'key', key: char === '\n' ? 'Enter' : char, timeStamp });
  };

  const onMobilePress = (press: MobileKeyPress) => {
    const timeStamp = epochOf(performance.now());
    const key = press.type === 'char' ? press.char : press.type === 'enter' ? 'Enter' : 'Backspace';
    dispatch({ type: 'key', key, timeStamp });
  };

  const touch = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: React.TouchEvent) => {
    const t = event.touches[0];
    touch.current = t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (event: React.TouchEvent) => {
    const start = touch.current;
    const t = event.changedTouches[0];
    touch.current = null;
    if (!start || !t) return;
    // Right-to-left books turn their pages the other way.
    const dx = (t.clientX - start.x) * (rtl ? -1 : 1);
    const direction = swipeDirection(dx, t.clientY - start.y);
    if (direction) dispatch({ type: 'screen', direction, timeStamp: epochOf(event.timeStamp) });
  };

  const reading = engine.mode === 'reading';
  const look = useMemo(
    () => (reading ? readingLook(settings.readingPrompt) : typingLook(prompt)),
    [reading, settings.readingPrompt, prompt],
  );
  const paragraphs = useMemo(() => screenParagraphs(engine), [engine]);
  const current = chapter.paragraphs[engine.paragraph];
  const onScreen = chapter.screenOfParagraph[engine.paragraph] === engine.screen;
  const caret =
    !reading && current && onScreen ? { paragraph: engine.paragraph, index: engine.position } : null;
  const nextChar = current ? (current.chars[engine.position] ?? '\n') : null;
  const lastTyped = engine.buffer;
  const screens = chapter.screens.length;
  const doneCount = engine.paragraph;
  const chapterInfo = book.chapters.find((c) => c.id === chapterId);

  const toggleMode = () => {
    dispatch({ type: 'toggleMode', timeStamp: epochOf(performance.now()) });
    props.onReadingModeChange(engineRef.current.mode === 'reading');
    focusPrompt();
  };

  const showOverlay = !focused && prompt.focusWarning && lookup === null && engine.status !== 'done';
  const statusLabel = { paused: 'Paused', active: 'Typing', saved: 'Saved', done: 'Done' }[engine.status];

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere gives the hidden input its focus back
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard already reaches the focused input
    <div
      className="prompt-page"
      data-center-bottom={prompt.centerBottom || undefined}
      data-mode={engine.mode}
      onClick={focusPrompt}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div className="prompt-bar">
        <Link href={`/books/${book.id}#toc`}>Contents</Link>
        <h1>
          {book.title}: {chapterInfo?.title ?? chapterId}
        </h1>
        <span className="prompt-spacer" />
        <span className="prompt-progress">
          {Math.min(doneCount, chapter.paragraphs.length)} / {chapter.paragraphs.length} paragraphs
        </span>
        <span className="prompt-status" data-status={engine.status} role="status">
          {statusLabel}
        </span>
        <button type="button" aria-pressed={reading} onClick={toggleMode}>
          {reading ? 'Reading mode' : 'Typing mode'}
        </button>
      </div>
      <textarea
        ref={input}
        className="prompt-input"
        aria-label={reading ? 'Reading prompt: Enter marks the paragraph read' : 'Typing input'}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        inputMode={mobile && prompt.screenKeyboard ? 'none' : 'text'}
        onKeyDown={onKeyDown}
        onKeyUp={(event) => sounds.keyUp(event.key)}
        onInput={onInput}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          sounds.releaseAll();
        }}
      />
      <div className="prompt-stage">
        <PromptScreen
          paragraphs={paragraphs}
          caret={caret}
          look={look}
          caretStyle={prompt.caret}
          caretDurationMs={caretDuration(prompt.caretSpeed, recentWpm(engine), engine.typedChars)}
          caretEasing={prompt.caretEasing}
          paused={engine.status !== 'active'}
          rtl={rtl}
          heightLines={reading ? null : prompt.promptHeight}
          lineScrolling={prompt.lineScrolling}
          scrollPosition={prompt.scrollPosition}
          lang={book.language}
          onCharPointer={(paragraph, index, button) =>
            dispatch({ type: 'wordClick', paragraph, index, button, timeStamp: epochOf(performance.now()) })
          }
        />
        {showOverlay ? (
          <div className="prompt-overlay" aria-live="polite">
            {OUT_OF_FOCUS}
          </div>
        ) : null}
      </div>
      {cantType > 0 ? (
        <p className="prompt-alert" role="alert" key={cantType}>
          You can't type in reading mode.
        </p>
      ) : null}
      {screens > 1 ? (
        <nav className="prompt-screens" aria-label="Screens">
          <button
            type="button"
            disabled={engine.screen === 0}
            onClick={() =>
              dispatch({ type: 'screen', direction: 'previous', timeStamp: epochOf(performance.now()) })
            }
          >
            Previous screen
          </button>
          <span>
            Screen {engine.screen + 1} of {screens}
          </span>
          <button
            type="button"
            disabled={engine.screen >= screens - 1}
            onClick={() =>
              dispatch({ type: 'screen', direction: 'next', timeStamp: epochOf(performance.now()) })
            }
          >
            Next screen
          </button>
        </nav>
      ) : null}
      {prompt.screenKeyboard && !reading ? (
        mobile ? (
          <MobileKeyboard
            layout={prompt.keyboardLayoutMobile}
            onPress={onMobilePress}
            haptics={prompt.keyboardHaptics}
            thickness={prompt.keyboardThickness}
          />
        ) : (
          <ScreenKeyboard
            layout={prompt.keyboardLayout}
            next={nextChar}
            last={lastTyped?.char ?? null}
            lastWasError={lastTyped !== null && !lastTyped.correct}
            indicator={prompt.keyboardIndicator}
            keycaps={prompt.keyboardKeycaps}
            thickness={prompt.keyboardThickness}
          />
        )
      ) : null}
      {lookup !== null ? (
        <DictionaryPanel
          word={lookup}
          endpoint={DICTIONARY_ENDPOINT}
          onNotFound={() => notify({ type: 'error', title: 'No definition found' })}
          onClose={() => {
            setLookup(null);
            focusPrompt();
          }}
        />
      ) : null}
    </div>
  );
}

/** The speed of the last typed paragraph, which the auto caret follows; null before any. */
function recentWpm(state: EngineState): number | null {
  for (let p = state.paragraph - 1; p >= 0; p--) {
    const done = itemAt(state.done, p);
    if (done?.kind === 'typed') return done.stats.wpm.value;
  }
  return null;
}
