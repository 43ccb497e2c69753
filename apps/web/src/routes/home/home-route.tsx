/**
 * / (01 §2): the hero (welcome or continue; Enter starts it), the backup and
 * persistence banners, then (`home-sections.tsx`) quick stats on desktop, up
 * to 3 other books in progress and recommendations, and the community widgets.
 */
import { AppLink, Banner, HomeHero } from '@typeshelf/react-ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { coverSrc } from '../../books/cover-src';
import { usePageTitle } from '../../page/use-page-title';
import { HomeSectionsPlaceholder } from './home-sections-placeholder';
import { useHomeView } from './use-home-view';

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
  const { library, settings, mobile, now, hero, heroHref, chapterTitle, others, warnings } = useHomeView();

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

  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());

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
