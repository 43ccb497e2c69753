/**
 * / (01 §2): the hero (welcome or continue; Enter starts it), the backup and
 * persistence banners, quick stats on desktop, up to 3 other books in
 * progress, recommendations, and the community widgets.
 */
import {
  chooseHero,
  dayLabel,
  inProgressBooks,
  RECOMMENDED_DESKTOP,
  RECOMMENDED_MOBILE,
  recommendBooks,
  targetChapter,
} from '@typeshelf/core';
import { AppLink, Banner, BookTile, HomeHero, QuickStats } from '@typeshelf/react-ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { type ChapterStats, persistenceWarnings } from '../data';
import { bookTileProps, coverSrc } from '../state/book-tile';
import { promptHref } from '../state/chapter-target';
import { useIsMobile } from '../state/hooks/use-is-mobile';
import { useLibraryBooks } from '../state/hooks/use-library-books';
import { usePageTitle } from '../state/hooks/use-page-title';
import { usePersistence } from '../state/hooks/use-persistence';
import { useProfileQuery } from '../state/hooks/use-profile';
import { useSession } from '../state/hooks/use-session';
import { useSettings } from '../state/hooks/use-settings';
import { isTutorialId, TUTORIAL_CHAPTER } from '../state/tutorial';
import { quickStats } from './quick-stats';

// The community panels sit at the foot of the page and wait on their own
// fetches: their code loads beside those, not in the page's first load.
const CommunityWidgets = lazy(() =>
  import('./community-widgets').then((module) => ({ default: module.CommunityWidgets })),
);

/** Minutes east of UTC at an instant, from the browser's time zone. */
const localOffset = (t: number) => -new Date(t).getTimezoneOffset();

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT|BUTTON|A)$/.test(target.tagName));

export default function HomeRoute() {
  usePageTitle(null);
  const [, navigate] = useLocation();
  const library = useLibraryBooks();
  const settings = useSettings();
  const session = useSession();
  const mobile = useIsMobile();
  const persistence = usePersistence();
  const [now] = useState(() => Date.now());
  const isLocalPremium = session.accountInfo.isLocalPremium;

  const tutorialId = library.books.find((book) => isTutorialId(book.id))?.id ?? null;
  const side = useProfileQuery(
    async (profile) => {
      const [tutorialChapters, hasProgress, today, summary] = await Promise.all([
        tutorialId ? profile.chapterStats(tutorialId) : Promise.resolve({} as Record<string, ChapterStats>),
        profile.hasProgress(),
        profile.dailyStats(dayLabel(now, localOffset)),
        profile.summary(),
      ]);
      return { tutorialChapters, hasProgress, today, summary };
    },
    [tutorialId, now],
  );

  const hero = chooseHero({
    books: library.books,
    isTutorial: isTutorialId,
    tutorialChapterProgress: side?.tutorialChapters[TUTORIAL_CHAPTER]?.progress ?? 0,
    showHero: settings.loaded ? settings.shared.showHero : null,
  });
  const lastChapters = useProfileQuery(
    (profile) => (hero?.kind === 'last' ? profile.chapterStats(hero.book.id) : Promise.resolve({})),
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
  const { favoriteGenres, favoriteTopics } = settings.shared;
  const favoriteMaxLength = ui.favoriteMaxLength;
  const recommended = useMemo(
    () =>
      library.status === 'ready'
        ? recommendBooks(
            library.books.filter((book) => !book.paywalled),
            { favoriteGenres, favoriteTopics, favoriteMaxLength },
            mobile ? RECOMMENDED_MOBILE : RECOMMENDED_DESKTOP,
          )
        : [],
    [library, favoriteGenres, favoriteTopics, favoriteMaxLength, mobile],
  );

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
            <p>{warning.details}</p>
          </Banner>
        ))}
      {!mobile ? (
        <QuickStats
          stats={quickStats({
            today: side?.today,
            dailyGoal: settings.shared.dailyGoal,
            average: side?.summary?.average ?? null,
            booksDone: library.books.filter((book) => book.progress >= 1).length,
          })}
        />
      ) : null}
      {others.length > 0 ? (
        <section className="home__section" aria-labelledby="in-progress-title">
          <h2 id="in-progress-title">In progress</h2>
          <ul className="book-grid book-grid--row">
            {others.slice(0, 3).map((book) => (
              <BookTile key={book.id} {...bookTileProps(book, isLocalPremium, now)} />
            ))}
          </ul>
          {others.length > 3 ? (
            <button type="button" className="button" onClick={() => navigate('/books?tab=in-progress')}>
              Show All in Progress
            </button>
          ) : null}
        </section>
      ) : null}
      {recommended.length > 0 ? (
        <section className="home__section" aria-labelledby="recommended-title">
          <h2 id="recommended-title">Recommended for you</h2>
          <p className="home__hint">
            Tune these in <AppLink href="/settings#recommendations">settings</AppLink>.
          </p>
          <ul className="book-grid">
            {recommended.map(({ book }) => (
              <BookTile key={book.id} {...bookTileProps(book, isLocalPremium, now)} />
            ))}
          </ul>
        </section>
      ) : null}
      <Suspense fallback={null}>
        <CommunityWidgets />
      </Suspense>
    </div>
  );
}
