/**
 * /books/{id} (01 §2): the book's card, its stats, description and chapters,
 * the main button, the favourite heart and the actions menu.
 */
import { type BookInfo, type BookListItem, type ChapterInfo, isComplete } from '@typeshelf/core/book';
import {
  bookBadge,
  bookPages,
  EMPTY_LIBRARY_QUERY,
  estimatedMinutes,
  formatMinutes,
  libraryHref,
  mainAction,
  seriesLine,
  truncateWords,
} from '@typeshelf/core/library';
import { targetChapter } from '@typeshelf/core/progress';
import {
  ActionsMenu,
  AppLink,
  BookDescription,
  ChapterList,
  type ChapterRow,
  FavoriteButton,
  type MenuAction,
  RatingStars,
  StatsStrip,
} from '@typeshelf/react-ui';
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { booksOf } from '../../books/books-data';
import { promptHref } from '../../books/chapter-target';
import { coverSrc } from '../../books/cover-src';
import { canMakeOffline, makeBookOffline } from '../../books/make-book-offline';
import { isDevMode } from '../../page/dev-mode';
import { notify } from '../../page/notifications';
import { usePageTitle } from '../../page/use-page-title';
import { progressOf } from '../../progress/progress-data';
import { pricingShown } from '../../session/backend-config';
import { serverNow } from '../../session/server-clock';
import { useTitleFonts } from '../../settings/fonts/load-fonts';
import type { ChapterStats } from '../../storage';
import { useProfile } from '../../storage/use-profile';
import { exportBooks, exportCatalogueBook } from './export-books';
import { useBookPage } from './use-book-page';

const byQuery = (field: 'author' | 'genre' | 'topic' | 'series', value: string) =>
  libraryHref({ ...EMPTY_LIBRARY_QUERY, [field]: value });

function sourceView(source: BookInfo['source']) {
  if (!source) return null;
  if (!source.isUrl) return <span>{source.value}</span>;
  let domain = source.value;
  try {
    domain = new URL(source.value).hostname.replace(/^www\./, '');
  } catch {
    // Not a parsable address: show it as it is.
  }
  return (
    <a href={source.value} rel="noopener noreferrer" target="_blank">
      {domain}
    </a>
  );
}

function chapterRows(
  bookId: string,
  chapters: readonly ChapterInfo[],
  stats: Record<string, ChapterStats>,
  locked: boolean,
): ChapterRow[] {
  return chapters
    .filter((chapter) => chapter.mode !== 'hide')
    .map((chapter) => {
      const s = stats[chapter.id];
      const progress = s?.progress ?? 0;
      return {
        id: chapter.id,
        title: chapter.title,
        mode: chapter.mode === 'skip' ? 'skip' : 'type',
        href: locked || chapter.length === 0 ? null : promptHref(bookId, chapter.id),
        wpm: s?.wpm?.value ?? null,
        accuracy: s?.acc?.value ?? null,
        status: isComplete(progress) ? 'done' : progress > 0 ? `${Math.floor(progress * 100)}%` : '',
        pages: bookPages(chapter.length),
      };
    });
}

/** A premium book where no plan is sold: what premium is, without a way to buy it here. */
export const PREMIUM_NOT_SOLD =
  'This is a premium book: its chapters open with a Starter or Pro plan, which this site does not sell.';

function MainButton({ book, href }: { book: BookListItem; href: string | null }) {
  const action = mainAction(book);
  switch (action.type) {
    case 'upgrade':
      // UPGRADE leads to the plans only where the deployment sells them; elsewhere the page says what premium is.
      return pricingShown() ? (
        <AppLink href={action.href} className="button button--primary main-action">
          UPGRADE
        </AppLink>
      ) : null;
    case 'empty':
      return (
        <span className="button button--disabled main-action" aria-disabled="true">
          EMPTY
        </span>
      );
    case 'start':
    case 'continue':
    case 'try-again': {
      const label = action.type === 'continue' ? `CONTINUE (${action.percent}%)` : action.label;
      return (
        <>
          {action.type === 'try-again' ? <span className="badge badge--done">Done</span> : null}
          {href ? (
            <AppLink href={href} className="button button--primary main-action">
              {label}
            </AppLink>
          ) : null}
        </>
      );
    }
    default: {
      const never: never = action;
      return never;
    }
  }
}

export default function BookRoute() {
  const params = useParams<{ id: string }>();
  const bookId = decodeURIComponent(params.id ?? '');
  const [, navigate] = useLocation();
  const profile = useProfile();
  const { library, book, info, labels, chapterStats, stats, recentWpm, isLocalPremium } = useBookPage(bookId);
  usePageTitle(book ? `${book.title} by ${book.author}` : 'Book');
  useTitleFonts(
    book?.title,
    ...(info.state === 'ok' ? info.info.chapters.map((chapter) => chapter.title) : []),
  );

  // #toc scrolls to the chapters once they are on the page.
  const ready = info.state === 'ok';
  useEffect(() => {
    if (ready && window.location.hash === '#toc') document.getElementById('toc')?.scrollIntoView();
  }, [ready]);

  if (library.status === 'loading') return <p className="page-loading">Loading...</p>;
  if (!book) {
    return (
      <section className="not-found" aria-labelledby="book-missing">
        <h1 id="book-missing">Book not found</h1>
        <AppLink href="/books">Back to the library</AppLink>
      </section>
    );
  }

  const full = info.state === 'ok' ? info.info : null;
  const chapters = full?.chapters ?? book.chapters;
  const target = targetChapter(chapters, chapterStats, stats?.lastChapter ?? null, book.progress);
  const badge = bookBadge(book, isLocalPremium);
  const series = seriesLine(book);
  const description = full?.description ?? book.description;

  const actions: MenuAction[] = [];
  if (book.custom || isDevMode()) {
    actions.push({ label: 'Edit', onSelect: () => navigate(`/books/${encodeURIComponent(bookId)}/edit`) });
  }
  actions.push(
    {
      label: 'Mark as done',
      onSelect: () => void progressOf(profile).markBookDone(bookId, chapters, serverNow()),
    },
    {
      label: 'Mark as unread',
      onSelect: () => void progressOf(profile).resetBook(bookId, chapters, serverNow()),
    },
  );
  const exportFailed = () =>
    notify({ type: 'error', title: "We couldn't export this book", details: 'Some data is missing.' });
  // Paywalled catalogue books are not exported: their text is what the plan unlocks.
  if (book.custom || !book.paywalled) {
    actions.push({
      label: 'Export as TBF',
      onSelect: () =>
        void (book.custom ? exportBooks(profile, [bookId]) : exportCatalogueBook(bookId)).catch(exportFailed),
    });
  }
  // A private book's text is already on the device; a paywalled one's is what the plan unlocks.
  if (!book.custom && !book.paywalled && canMakeOffline()) {
    actions.push({
      label: 'Make available offline',
      onSelect: () =>
        void makeBookOffline({ ...book, chapters }).then(
          () =>
            notify({
              type: 'success',
              title: 'Available offline',
              details: `${book.title} can be typed offline.`,
            }),
          () => notify({ type: 'error', title: "We couldn't make this book available offline" }),
        ),
    });
  }
  if (book.custom) {
    actions.push({
      label: 'Delete',
      onSelect: () => {
        if (!window.confirm(`Delete "${book.title}" and its progress?`)) return;
        void booksOf(profile)
          .deleteCustomBook(bookId)
          .then(
            () => navigate('/books?tab=private'),
            () => notify({ type: 'error', title: "We couldn't remove this book" }),
          );
      },
    });
  }

  return (
    <article className="book-page" aria-labelledby="book-title">
      <div className="book-page__head">
        <div className="book-page__cover">
          {coverSrc(book.coverBigUrl ?? book.coverUrl) ? (
            <img
              src={coverSrc(book.coverBigUrl ?? book.coverUrl) ?? ''}
              alt={`Cover of ${book.title}`}
              width={240}
            />
          ) : (
            <div className="book-tile__placeholder">{book.title}</div>
          )}
        </div>
        <div className="book-page__info">
          <div className="book-page__badges">
            {badge ? <span className={`badge badge--${badge.toLowerCase()}`}>{badge}</span> : null}
          </div>
          <h1 id="book-title">{book.title}</h1>
          <p className="book-page__author">
            by <AppLink href={byQuery('author', book.author)}>{book.author}</AppLink>
          </p>
          {series && book.series ? (
            <p className="book-page__series">
              <AppLink href={byQuery('series', book.series)}>{series}</AppLink>
            </p>
          ) : null}
          <ul className="book-page__tags" aria-label="Genres and topics">
            {(labels ? book.genres : []).map((genre) => (
              <li key={`g-${genre}`}>
                <AppLink href={byQuery('genre', genre)} className="tag">
                  {labels?.genre(genre)}
                </AppLink>
              </li>
            ))}
            {(labels ? book.topics : []).map((topic) => (
              <li key={`t-${topic}`}>
                <AppLink href={byQuery('topic', topic)} className="tag tag--topic">
                  {labels?.topic(topic)}
                </AppLink>
              </li>
            ))}
          </ul>
          <dl className="book-page__facts">
            <div>
              <dt>Pages</dt>
              <dd>{book.pages}</dd>
            </div>
            <div>
              <dt>Estimated time</dt>
              <dd>{formatMinutes(estimatedMinutes(book.length, recentWpm ?? undefined))}</dd>
            </div>
            <div>
              <dt>Progress</dt>
              <dd>{Math.floor(book.progress * 100)}%</dd>
            </div>
            {full?.rating != null ? (
              <div>
                <dt>Rating</dt>
                <dd>
                  <RatingStars rating={full.rating} />
                </dd>
              </div>
            ) : null}
            {full?.source ? (
              <div>
                <dt>Source</dt>
                <dd>{sourceView(full.source)}</dd>
              </div>
            ) : null}
          </dl>
          {book.paywalled && !pricingShown() ? (
            <p className="notice book-page__premium">{PREMIUM_NOT_SOLD}</p>
          ) : null}
          <div className="book-page__actions">
            <MainButton book={book} href={target ? promptHref(bookId, target) : null} />
            <FavoriteButton
              favorite={book.favorite}
              onToggle={() => void booksOf(profile).setFavorite(bookId, !book.favorite)}
            />
            <ActionsMenu actions={actions} />
          </div>
        </div>
      </div>
      <section aria-label="Book stats" className="book-page__stats">
        <StatsStrip
          wpm={stats?.wpm?.value ?? null}
          accuracy={stats?.acc?.value ?? null}
          consistency={stats?.con?.value ?? null}
          time={stats?.time ?? 0}
        />
        {isComplete(book.progress) ? <AppLink href={`/results/${bookId}`}>Show Full Stats</AppLink> : null}
      </section>
      <section className="book-page__description" aria-label="Description">
        <BookDescription
          short={truncateWords(description)}
          full={description}
          longDescription={full?.longDescription ?? []}
          rights={full?.rights ?? null}
        />
      </section>
      <section id="toc" className="book-page__toc" aria-labelledby="toc-title">
        <h2 id="toc-title">Chapters</h2>
        {info.state === 'loading' ? <p>Loading...</p> : null}
        <ChapterList chapters={chapterRows(bookId, chapters, chapterStats, book.paywalled)} />
      </section>
    </article>
  );
}
