/**
 * The home screen below the hero (01 §2): quick stats on desktop, up to 3
 * other books in progress, and recommendations. A chunk of its own, asked for
 * as the home screen first renders: the hero and its banners draw without the
 * recommender, the book cards and the stats, and `HomeSectionsPlaceholder`
 * keeps their room until they arrive.
 */
import type { BookListItem } from '@typeshelf/core/book';
import { AppLink, BookTile, QuickStats } from '@typeshelf/react-ui';
import { useLocation } from 'wouter';
import { bookTileProps } from '../../books/book-tile';
import type { LibraryData } from '../../books/use-library-books';
import { useHomeSections } from './use-home-sections';

export interface HomeSectionsProps {
  library: LibraryData;
  /** Books in progress other than the hero's, most recent first. */
  others: readonly BookListItem[];
  mobile: boolean;
  /** The time the home screen opened at (today's stats and the NEW badges). */
  now: number;
}

export function HomeSections({ library, others, mobile, now }: HomeSectionsProps) {
  const [, navigate] = useLocation();
  const { stats, recommended, isLocalPremium } = useHomeSections(library, mobile, now);

  return (
    <>
      {!mobile ? <QuickStats stats={stats} /> : null}
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
    </>
  );
}
