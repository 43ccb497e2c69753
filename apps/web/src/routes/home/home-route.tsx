/**
 * / (01 §2): the hero (welcome or continue; Enter starts it), the backup and
 * persistence banners, then (`home-sections.tsx`) quick stats on desktop, up
 * to 3 other books in progress and recommendations, and the community widgets.
 */
import { chooseHero, inProgressBooks, targetChapter } from '@typeshelf/core/progress';
import { AppLink, Banner, HomeHero } from '@typeshelf/react-ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { promptHref } from '../../books/chapter-target';
import { coverSrc } from '../../books/cover-src';
import { isTutorialId, TUTORIAL_CHAPTER } from '../../books/tutorial';
import { useLibraryBooks } from '../../books/use-library-books';
import { useIsMobile } from '../../page/use-is-mobile';
import { usePageTitle } from '../../page/use-page-title';
import { progressOf } from '../../progress/progress-data';
import { useSettings } from '../../settings/use-settings';
import { type ChapterStats, persistenceWarnings } from '../../storage';
import { usePersistence } from '../../storage/use-persistence';
import { useProfileQuery } from '../../storage/use-profile';
import { HomeSectionsPlaceholder } from './home-sections-placeholder';

// What is below the hero and its banners (the recommender, book cards, quick stats) loads as
// the page first renders, beside the data the hero waits for, not before the page can draw;
// a placeholder of the same size keeps its room meanwhile.
const HomeSections = lazy(() =>
  import('./home-sections').then((module) => ({ default: module.HomeSections })),
);

// The community panels sit at the foot of the page and wait on their own
// fetches: their code loads beside those, not in the page's first load.
const CommunityWidgets = lazy(() =>
  import('./community-widgets').then((module) => ({ default: module.CommunityWidgets })),
);

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT|BUTTON|A)$/.test(target.tagName));

export default function HomeRoute() {
  usePageTitle(null);
  const [, navigate] = useLocation();
  const library = useLibraryBooks();
  const settings = useSettings();
  const mobile = useIsMobile();
  const persistence = usePersistence();
  const [now] = useState(() => Date.now());

  const tutorialId = library.books.find((book) => isTutorialId(book.id))?.id ?? null;
  const side = useProfileQuery(
    async (profile) => {
      const [tutorialChapters, hasProgress] = await Promise.all([
        tutorialId
          ? progressOf(profile).chapterStats(tutorialId)
          : Promise.resolve({} as Record<string, ChapterStats>),
        profile.hasProgress(),
      ]);
      return { tutorialChapters, hasProgress };
    },
    [tutorialId],
  );

  const hero = chooseHero({
    books: library.books,
    isTutorial: isTutorialId,
    tutorialChapterProgress: side?.tutorialChapters[TUTORIAL_CHAPTER]?.progress ?? 0,
    showHero: settings.loaded ? settings.shared.showHero : null,
  });
  const lastChapters = useProfileQuery(
    (profile) =>
      hero?.kind === 'last' ? progressOf(profile).chapterStats(hero.book.id) : Promise.resolve({}),
    [hero?.kind === 'last' ? hero.book.id : null],
  );

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

  // Enter starts the hero's target (not while a control has the focus).
  useEffect(() => {
    if (!heroHref) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isTyping(event.target)) return;
      event.preventDefault();
      navigate(heroHref);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [heroHref, navigate]);

  const ui = settings.device.ui;
  const warnings =
    persistence && settings.loaded
      ? persistenceWarnings({
          persistence,
          exportReminder: ui.exportReminder,
          lastExportTimestamp: ui.lastExportTimestamp,
          ignoreBrowserWarning: ui.ignoreBrowserWarning,
          ignorePersistencyWarning: ui.ignorePersistencyWarning,
          hasProgress: side?.hasProgress ?? false,
          now,
          userAgent: navigator.userAgent,
        })
      : [];
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());

  const others = inProgressBooks(library.books).filter((book) => book.id !== hero?.book.id);

  return (
    <div className="home">
      {hero && heroHref ? (
        hero.kind === 'welcome' ? (
          <HomeHero kind="welcome" href={heroHref} coverUrl={coverSrc(hero.book.coverUrl)} />
        ) : (
          <HomeHero
            kind="last"
            href={heroHref}
            coverUrl={coverSrc(hero.book.coverUrl)}
            title={hero.book.title}
            author={hero.book.author}
            chapterTitle={chapterTitle}
            progress={hero.book.progress}
          />
        )
      ) : (
        <h1 className="visually-hidden">Typeshelf</h1>
      )}
      {warnings
        .filter((warning) => !hidden.has(warning.kind))
        .map((warning) => (
          <Banner
            key={warning.kind}
            title={warning.title}
            tone="warning"
            actions={[
              { label: 'Ignore', onClick: () => setHidden(new Set([...hidden, warning.kind])) },
              {
                label: "Don't remind",
                onClick: () => {
                  switch (warning.kind) {
                    case 'export-reminder':
                      void settings.updateUi({ exportReminder: 'never' });
                      break;
                    case 'no-persistence-support':
                      void settings.updateUi({ ignoreBrowserWarning: true });
                      break;
                    case 'persistence-denied':
                      void settings.updateUi({ ignorePersistencyWarning: true });
                      break;
                    default: {
                      const never: never = warning;
                      return never;
                    }
                  }
                },
              },
            ]}
          >
            <p>
              {warning.details}
              {warning.kind === 'export-reminder' ? (
                <>
                  {' '}
                  <AppLink href="/settings#manage-data">Export save file</AppLink>
                </>
              ) : null}
            </p>
          </Banner>
        ))}
      <Suspense fallback={<HomeSectionsPlaceholder library={library} others={others} mobile={mobile} />}>
        <HomeSections library={library} others={others} mobile={mobile} now={now} />
      </Suspense>
      <Suspense fallback={null}>
        <CommunityWidgets />
      </Suspense>
    </div>
  );
}
