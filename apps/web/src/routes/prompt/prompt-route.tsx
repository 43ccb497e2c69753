import { parseChapterKey } from '@typeshelf/core/book';
import { dayLabel } from '@typeshelf/core/stats';
import {
  acceptedAlternatives,
  type Chapter,
  type EngineOptions,
  prepareChapter,
} from '@typeshelf/core/typing';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { loadChapter } from '../../books/load-chapter';
import { notify } from '../../page/notifications';
import { fetchGzipText } from '../../page/static-files';
import { useIsMobile } from '../../page/use-is-mobile';
import { practiceGoalTime } from '../../practice/practice-record';
import { progressOf } from '../../progress/progress-data';
import { useSoundPlayer } from '../../settings/sounds/app-sounds';
import { useSettings } from '../../settings/use-settings';
import type { ChapterParagraphs } from '../../storage';
import { localData } from '../../storage/current-profile';
import { type KeptDraft, readKeptDraft } from '../../storage/paragraph-drafts';
import { useProfile } from '../../storage/use-profile';
import { isRtlLanguage, useBookLookup, usePaywalled } from './book-lookup';
import { localOffset } from './prompt-effects';
import { PromptMissing } from './prompt-missing';
import { PromptSession } from './prompt-session';
import { useLanguageCharset } from './use-language-charset';
import './prompt.css';
import { pricingShown } from '../../session/backend-config';

/** 03 §8: a chapter that exists but cannot be read. */
const CHAPTER_FETCH_FAILED = 'Failed to fetch the chapter';

interface Loaded {
  chapter: Chapter;
  stored: ChapterParagraphs;
  draft: KeptDraft | null;
  dailyDoneMs: number;
}

/** /prompt/{bookId}__{chapterId}: the typing and reading prompt (01 §2). */
export default function PromptRoute() {
  const params = useParams<{ id: string }>();
  const { bookId, chapterId } = parseChapterKey(decodeURIComponent(params.id ?? ''));
  const [, navigate] = useLocation();
  const lookup = useBookLookup(bookId);
  const book = lookup.status === 'found' ? lookup.book : null;
  const paywalled = usePaywalled(book);
  const profile = useProfile();
  const mobile = useIsMobile();
  const { device, shared, loaded: settingsLoaded, updateUi } = useSettings();
  useSoundPlayer();
  // 'missing': the book has no such chapter; a chapter that fails to load leaves the prompt instead.
  const [loaded, setLoaded] = useState<Loaded | null | 'missing'>(null);

  useEffect(() => {
    // To the plans where the deployment sells them, else to the book's page, which says what premium is.
    if (paywalled)
      navigate(pricingShown() ? '/pricing' : `/books/${encodeURIComponent(bookId)}`, { replace: true });
  }, [paywalled, navigate, bookId]);

  useEffect(() => {
    if (lookup.status === 'missing') console.error('Chapter data not loaded!');
  }, [lookup.status]);

  const chapterMissing = loaded === 'missing' || chapterId === null;
  useEffect(() => {
    // A missing chapter's page names itself instead.
    if (book && !chapterMissing) document.title = `${book.title} - Typeshelf`;
  }, [book, chapterMissing]);

  const custom = book?.custom ?? null;
  const chapterIds = (book?.chapters ?? []).map((c) => c.id).join(' ');
  useEffect(() => {
    if (chapterId === null || custom === null || paywalled !== false) return;
    if (!chapterIds.split(' ').includes(chapterId)) {
      console.error('Chapter data not loaded!');
      setLoaded('missing');
      return;
    }
    let live = true;
    setLoaded(null);
    void (async () => {
      const paragraphs = await loadChapter(
        { cache: localData.cache, profile, fetchText: fetchGzipText },
        bookId,
        chapterId,
        custom,
      ).catch(() => null);
      if (!live) return;
      if (paragraphs === null) {
        // 01 §8 logs it; 03 §8 tells the reader and goes back, to the book the chapter belongs to
        // (the page the prompt is opened from, and a way back when the prompt was opened by its address).
        console.error('Chapter data not loaded!');
        notify({ type: 'error', title: CHAPTER_FETCH_FAILED });
        navigate(`/books/${encodeURIComponent(bookId)}`, { replace: true });
        return;
      }
      const [stored, daily, draft] = await Promise.all([
        progressOf(profile).paragraphStats(bookId, chapterId),
        progressOf(profile).dailyStats(dayLabel(Date.now(), localOffset)),
        readKeptDraft(profile.profile, { bookId, chapterId }),
      ]);
      if (!live) return;
      // Drills count towards the goal only when the typist turned that on (the practice screen's switch).
      const practised = practiceGoalTime(profile.profile, dayLabel(Date.now(), localOffset));
      setLoaded({
        chapter: prepareChapter(paragraphs),
        stored,
        draft,
        dailyDoneMs: (daily?.time ?? 0) + practised,
      });
      // The records every save builds on (and their code) are read once the chapter shows, not before:
      // with a long history that read takes seconds, and the chapter needs only its own paragraphs.
      // Not later either: a typist whose connection drops before the first key still saves every
      // paragraph at once, which needs this code here before any key. A save made earlier waits.
      progressOf(profile)
        .records()
        .catch(() => undefined);
    })();
    return () => {
      live = false;
    };
  }, [bookId, chapterId, chapterIds, custom, paywalled, profile, navigate]);

  const prompt = device.typingPrompt;
  const language = book?.language ?? 'en';
  const charset = useLanguageCharset(language);
  const dailyDoneMs = loaded !== null && loaded !== 'missing' ? loaded.dailyDoneMs : 0;
  const options = useMemo<EngineOptions>(
    () => ({
      backspaceWholeWord: prompt.backspaceWholeWord,
      markAsRead: prompt.markAsRead,
      quickRestart: prompt.quickRestart,
      autoPauseDelay: prompt.autoPauseDelay,
      alternatives: acceptedAlternatives(language),
      // Characters outside the book's alphabet are accepted as typed (01 §5).
      charset: charset ?? null,
      dailyGoal: { goalMs: shared.dailyGoal * 60_000, doneMs: dailyDoneMs },
    }),
    [prompt, language, charset, shared.dailyGoal, dailyDoneMs],
  );

  const onReadingModeChange = useCallback(
    (reading: boolean) => void updateUi({ readingMode: reading }),
    [updateUi],
  );

  if (lookup.status === 'missing') return <PromptMissing book={null} />;
  if (book && chapterMissing) return <PromptMissing book={book} />;
  if (
    !book ||
    chapterId === null ||
    loaded === null ||
    loaded === 'missing' ||
    paywalled !== false ||
    !settingsLoaded ||
    charset === undefined
  ) {
    return <p className="page-loading">Loading...</p>;
  }
  return (
    <PromptSession
      key={`${book.id}__${chapterId}`}
      book={book}
      chapterId={chapterId}
      chapter={loaded.chapter}
      stored={loaded.stored}
      draft={loaded.draft}
      options={options}
      settings={device}
      mobile={mobile}
      rtl={isRtlLanguage(book.language)}
      profile={profile}
      cache={localData.cache}
      onReadingModeChange={onReadingModeChange}
    />
  );
}
