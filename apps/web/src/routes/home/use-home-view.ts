/**
 * What the home screen shows above its sections (01 §2, 01 §4): the books,
 * the hero (welcome or continue) and where it leads, the books in progress
 * other than the hero's, and the persistence and backup banners due.
 */
import type { BookListItem } from '@typeshelf/core/book';
import { chooseHero, type HeroChoice, inProgressBooks, targetChapter } from '@typeshelf/core/progress';
import { useEffect, useState } from 'react';
import { promptHref } from '../../books/chapter-target';
import { isTutorialId, TUTORIAL_CHAPTER } from '../../books/tutorial';
import { type LibraryData, useLibraryBooks } from '../../books/use-library-books';
import { onDemand } from '../../page/on-demand';
import { useIsMobile } from '../../page/use-is-mobile';
import { useChapterStats, useHasProgress } from '../../progress/use-progress';
import { type SettingsView, useSettings } from '../../settings/use-settings';
import type { PersistenceWarning } from '../../storage';
import { usePersistence } from '../../storage/use-persistence';

// The banners' rules load beside the persistence check they wait for, not in the page's first load
// (read here rather than through `useOnDemand`, whose chunk the home's first load would then fetch).
const warningRules = onDemand(() =>
  import('../../storage/persistence-warnings').then(({ persistenceWarnings }) => persistenceWarnings),
);

function useWarningRules() {
  const [rules, setRules] = useState(() => warningRules.current);
  useEffect(() => {
    if (rules) return;
    let live = true;
    warningRules.load().then(
      (next) => {
        if (live) setRules(() => next);
      },
      (error: unknown) => console.error('Could not load the storage banners', error),
    );
    return () => {
      live = false;
    };
  }, [rules]);
  return rules;
}

export interface HomeView {
  library: LibraryData;
  settings: SettingsView;
  mobile: boolean;
  /** The time the home screen opened at (today's stats and the NEW badges). */
  now: number;
  hero: HeroChoice;
  /** Where the hero leads (Enter starts it); null while unknown. */
  heroHref: string | null;
  /** The hero's chapter, when it continues a book. */
  chapterTitle: string | null;
  /** Books in progress other than the hero's, most recent first. */
  others: readonly BookListItem[];
  /** The persistence and backup banners due (01 §4), before any is dismissed. */
  warnings: readonly PersistenceWarning[];
}

export function useHomeView(): HomeView {
  const library = useLibraryBooks();
  const settings = useSettings();
  const mobile = useIsMobile();
  const persistence = usePersistence();
  const rules = useWarningRules();
  const [now] = useState(() => Date.now());

  const tutorialId = library.books.find((book) => isTutorialId(book.id))?.id ?? null;
  const tutorialChapters = useChapterStats(tutorialId);
  const hasProgress = useHasProgress();

  const hero = chooseHero({
    books: library.books,
    isTutorial: isTutorialId,
    tutorialChapterProgress: tutorialChapters?.[TUTORIAL_CHAPTER]?.progress ?? 0,
    showHero: settings.loaded ? settings.shared.showHero : null,
  });
  const lastChapters = useChapterStats(hero?.kind === 'last' ? hero.book.id : null);

  let heroHref: string | null = null;
  let chapterTitle: string | null = null;
  if (hero?.kind === 'welcome') heroHref = promptHref(hero.book.id, TUTORIAL_CHAPTER);
  if (hero?.kind === 'last') {
    const chapter = targetChapter(
      hero.book.chapters,
      lastChapters ?? {},
      library.stats.get(hero.book.id)?.lastChapter ?? null,
      hero.book.progress,
    );
    if (chapter) {
      heroHref = promptHref(hero.book.id, chapter);
      chapterTitle = hero.book.chapters.find((c) => c.id === chapter)?.title ?? null;
    }
  }

  const ui = settings.device.ui;
  const warnings =
    persistence && settings.loaded && rules
      ? rules({
          persistence,
          exportReminder: ui.exportReminder,
          lastExportTimestamp: ui.lastExportTimestamp,
          ignoreBrowserWarning: ui.ignoreBrowserWarning,
          ignorePersistencyWarning: ui.ignorePersistencyWarning,
          hasProgress: hasProgress ?? false,
          now,
          userAgent: navigator.userAgent,
        })
      : [];

  const others = inProgressBooks(library.books).filter((book) => book.id !== hero?.book.id);
  return { library, settings, mobile, now, hero, heroHref, chapterTitle, others, warnings };
}
