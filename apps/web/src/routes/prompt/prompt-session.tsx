import { chapterKey } from '@typeshelf/core/book';
import type { DeviceSettings } from '@typeshelf/core/settings';
import type { ParagraphStats } from '@typeshelf/core/stats';
import {
  announcesParagraphs,
  type Chapter,
  type EngineEffect,
  type EngineOptions,
  type EngineState,
  keyAnnouncement,
  nextWordsAnnouncement,
  type PromptView,
  paragraphAnnouncement,
  resumeSession,
} from '@typeshelf/core/typing';
import { Button, PromptScreen, sameFields, usePromptSelect } from '@typeshelf/react-ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { notify } from '../../page/notifications';
import { useAppliedPromptSettings } from '../../settings/apply-prompt-settings';
import { useTitleFonts } from '../../settings/fonts/load-fonts';
import { sounds } from '../../settings/sounds/app-sounds';
import type { CacheData, ChapterParagraphs, ProfileData } from '../../storage';
import {
  DraftKeeper,
  type DraftOpening,
  type KeptDraft,
  openWithDraft,
} from '../../storage/paragraph-drafts';
import type { BookRecord } from './book-lookup';
import { DictionaryPanel, MobileKeyboard, ScreenKeyboard } from './deferred-parts';
import { notePractice } from './note-practice';
import { createAnnouncer, PromptAnnouncer, setAnnouncement } from './prompt-announcer';
import { PromptProgress, PromptStatus } from './prompt-bar-figures';
import { PromptEffects } from './prompt-effects';
import { usePromptController } from './use-prompt-controller';
import { usePromptInput } from './use-prompt-input';
import { useStoredUpdates } from './use-stored-updates';

/** The dictionary service; the word is appended. */
export const DICTIONARY_ENDPOINT =
  import.meta.env.VITE_DICTIONARY_ENDPOINT ?? 'https://api.dictionaryapi.dev/api/v2/entries/en/';

/**
 * What the page around the text shows: it renders when one of these changes,
 * not on every key (the paragraph count and the status follow the prompt on their own).
 */
const pageParts = (view: PromptView) => ({
  mode: view.mode,
  done: view.status === 'done',
  screen: view.screen,
  screenCount: view.screenCount,
});

/** A kept unfinished paragraph no longer matches the chapter's text. */
const DRAFT_DISCARDED = 'The chapter changed, so your unfinished paragraph was discarded.';

const OUT_OF_FOCUS = 'The text is out of focus, click anywhere on the page to start typing.';

export interface PromptSessionProps {
  book: BookRecord;
  chapterId: string;
  chapter: Chapter;
  stored: ChapterParagraphs;
  /** The chapter's kept draft of an unfinished paragraph, as stored (see `openWithDraft`). */
  draft: KeptDraft | null;
  options: EngineOptions;
  settings: DeviceSettings;
  mobile: boolean;
  rtl: boolean;
  profile: ProfileData;
  cache: CacheData;
  onReadingModeChange: (reading: boolean) => void;
}

/**
 * A chapter open in the prompt: the engine, its effects, the input and the
 * view. A memo: the route renders again after each save (the profile's
 * revision), with the same props.
 */
export const PromptSession = memo(function PromptSession(props: PromptSessionProps) {
  const { book, chapterId, chapter, settings, mobile, rtl } = props;
  const typing = settings.typingPrompt;
  const [, navigate] = useLocation();
  const input = useRef<HTMLTextAreaElement>(null);
  const [focused, setFocused] = useState(true);
  const [lookup, setLookup] = useState<string | null>(null);
  const [cantType, setCantType] = useState(0);

  // The keyboard's vibration as the settings domain applies it, read at each key: a live change counts.
  const haptics = useRef(0);
  // One runner per opened chapter (the session is keyed by chapter).
  const [effects] = useState(
    () =>
      new PromptEffects({
        profile: props.profile,
        cache: props.cache,
        book,
        chapterId,
        haptics: () => haptics.current,
        onLookup: (word) => setLookup(word),
        onCantType: () => setCantType((n) => n + 1),
        onChapterDone: () => navigate(`/results/${chapterKey(book.id, chapterId)}`),
      }),
  );

  const [announcer] = useState(createAnnouncer);
  const announce = useCallback((text: string) => setAnnouncement(announcer, text), [announcer]);
  // Through a ref: the engine's effect callback is made once per chapter, the setting may change live.
  const announceLevel = useRef(typing.announce);
  announceLevel.current = typing.announce;
  const paragraphCount = chapter.paragraphs.length;
  // What this prompt saved, so its own results coming back from storage are not taken for news.
  const [ownSaved] = useState(() => new Map<number, ParagraphStats>());
  const place = { bookId: book.id, chapterId };
  const [drafts] = useState(() => new DraftKeeper(props.profile.profile, place));
  const opening = useRef<DraftOpening>('none');
  // The state opened from a write-ahead copy of the draft, which the drafts' store is to catch up with.
  const openedAhead = useRef<EngineState | null>(null);
  const controller = usePromptController(
    () => {
      const mode = settings.ui.readingMode ? 'reading' : 'typing';
      const opened = openWithDraft(
        resumeSession(chapter, props.options, props.stored, mode),
        props.draft,
        props.profile.profile,
        place,
      );
      opening.current = opened.opening;
      if (opened.opening === 'resumed' && props.draft?.ahead) openedAhead.current = opened.state;
      return opened.state;
    },
    props.options,
    (list: readonly EngineEffect[]) => {
      effects.run(list);
      notePractice(controller.getState(), list, props.profile.profile, book.id, chapterId);
      for (const effect of list) {
        if (effect.type === 'paragraphSaved') ownSaved.set(effect.paragraph, effect.stats);
        if (effect.type === 'paragraphSaved' && announcesParagraphs(announceLevel.current))
          announce(paragraphAnnouncement(effect.paragraph, paragraphCount, effect.stats));
      }
    },
  );
  const { dispatch } = controller;
  useStoredUpdates(controller, props.profile, book.id, chapterId, props.stored, ownSaved);
  const view = usePromptSelect(controller, pageParts, sameFields);

  useEffect(() => {
    const stop = drafts.start(openedAhead.current);
    const unsubscribe = controller.subscribe(() => drafts.changed(controller.getState()));
    return () => {
      unsubscribe();
      stop();
    };
  }, [drafts, controller]);
  useEffect(() => {
    if (opening.current === 'changed') notify({ type: 'info', title: DRAFT_DISCARDED });
  }, []);

  // Leaving the page mid-chapter: saves already queued still land (IndexedDB commits them).
  useEffect(() => () => void effects.flush(), [effects]);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const focusPrompt = useCallback(() => input.current?.focus({ preventScroll: true }), []);
  // Stable, so the screen (a memo) does not render again when the page around it does.
  const onCharPointer = useCallback(
    (paragraph: number, index: number, button: 'primary' | 'middle') =>
      dispatch({ type: 'wordClick', paragraph, index, button }),
    [dispatch],
  );

  const { onInput, onCompositionStart, onCompositionEnd, onMobilePress, onTouchStart, onTouchEnd } =
    usePromptInput(input, {
      dispatch,
      quickRestart: typing.quickRestart,
      rtl,
      onReadAhead: () => announce(nextWordsAnnouncement(controller.getSnapshot())),
      onFocusChange: (now) => {
        setFocused(now);
        if (!now) sounds.releaseAll();
      },
    });

  // Each newly typed character may speak (errors or every key, when the level asks for it).
  useEffect(() => {
    let typedBefore = controller.getSnapshot().typedChars;
    return controller.subscribe(() => {
      const { typedChars, lastTyped } = controller.getSnapshot();
      if (typedChars > typedBefore) {
        const text = keyAnnouncement(lastTyped, announceLevel.current);
        if (text !== null) announce(text);
      }
      typedBefore = typedChars;
    });
  }, [controller, announce]);

  const reading = view.mode === 'reading';
  // The settings' fonts, text box, layout and keyboard, applied by the settings domain; the prompt draws with them.
  const applied = useAppliedPromptSettings(settings, reading, mobile, book.language);
  haptics.current = applied.keyboard.haptics;
  const { keyboard } = applied;
  const chapterInfo = book.chapters.find((c) => c.id === chapterId);
  useTitleFonts(book.title, chapterInfo?.title);

  const toggleMode = () => {
    dispatch({ type: 'toggleMode' });
    props.onReadingModeChange(controller.getSnapshot().mode === 'reading');
    focusPrompt();
  };

  const showOverlay = !focused && typing.focusWarning && lookup === null && !view.done;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere gives the hidden input its focus back
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard already reaches the focused input
    <div
      className="prompt-page"
      data-center-bottom={applied.centerBottom || undefined}
      data-mode={view.mode}
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
        <PromptProgress prompt={controller} />
        <PromptStatus prompt={controller} />
        <Button size="small" className="prompt-mode" aria-pressed={reading} onClick={toggleMode}>
          {reading ? 'Reading mode' : 'Typing mode'}
        </Button>
      </div>
      <textarea
        ref={input}
        className="prompt-input"
        aria-label={reading ? 'Reading prompt: Enter marks the paragraph read' : 'Typing input'}
        aria-describedby="prompt-help"
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        inputMode={keyboard.replacesSystemKeyboard ? 'none' : 'text'}
        onInput={onInput}
        onCompositionStart={onCompositionStart}
        onCompositionEnd={onCompositionEnd}
      />
      <div className="prompt-stage">
        <PromptScreen
          prompt={controller}
          {...applied.screen}
          rtl={rtl}
          lang={book.language}
          onCharPointer={onCharPointer}
        />
        {showOverlay ? (
          <div className="prompt-overlay" aria-live="polite">
            {OUT_OF_FOCUS}
          </div>
        ) : null}
      </div>
      <p id="prompt-help" className="visually-hidden">
        F2 reads the next words.
      </p>
      <PromptAnnouncer announcer={announcer} />
      {cantType > 0 ? (
        <p className="prompt-alert" role="alert" key={cantType}>
          You can't type in reading mode.
        </p>
      ) : null}
      {view.screenCount > 1 ? (
        <nav className="prompt-screens" aria-label="Screens">
          <Button
            size="small"
            variant="quiet"
            disabled={view.screen === 0}
            onClick={() => dispatch({ type: 'screen', direction: 'previous' })}
          >
            <ChevronLeft aria-hidden="true" size={16} />
            Previous screen
          </Button>
          <span className="prompt-screens__count">
            Screen {view.screen + 1} of {view.screenCount}
          </span>
          <Button
            size="small"
            variant="quiet"
            disabled={view.screen >= view.screenCount - 1}
            onClick={() => dispatch({ type: 'screen', direction: 'next' })}
          >
            Next screen
            <ChevronRight aria-hidden="true" size={16} />
          </Button>
        </nav>
      ) : null}
      {keyboard.shown ? (
        mobile ? (
          <MobileKeyboard
            layout={keyboard.layoutMobile}
            onPress={onMobilePress}
            haptics={keyboard.haptics}
            thickness={keyboard.thickness}
            fontFamily={keyboard.fontFamily}
          />
        ) : (
          <ScreenKeyboard
            prompt={controller}
            layout={keyboard.layout}
            indicator={keyboard.indicator}
            keycaps={keyboard.keycaps}
            thickness={keyboard.thickness}
            fontFamily={keyboard.fontFamily}
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
});
