/**
 * The room `HomeSections` takes, kept while its chunk loads so nothing below
 * the hero moves when it arrives: the quick stats row on desktop, and the
 * in-progress and recommended grids with as many empty cards as they will
 * show (the recommendations as many as there are books to recommend, up to
 * the screen's number). The in-progress cards hold their books' titles and
 * authors, unseen, so they wrap as the real ones do; a recommended card keeps
 * two lines for its title, as most rows of covers have one that wraps.
 * Hidden from assistive technology: it says nothing.
 */
import type { BookListItem } from '@typeshelf/core/book';
import { recommendationRoom } from '@typeshelf/core/library';
import type { ReactNode } from 'react';
import type { LibraryData } from '../../books/use-library-books';

const QUICK_STATS = 5;

/** An empty card: the cover's box, then the title, author and pages lines (unseen), and the progress bar. */
function Card({ title, author, progress }: { title: ReactNode; author: string; progress: boolean }) {
  return (
    <li>
      <span className="book-tile__link">
        <span className="book-tile__cover" />
        <span className="home-pending__title">{title}</span>
        <span className="book-tile__author home-pending__text">{author}</span>
        <span className="book-tile__meta">&nbsp;</span>
        {progress ? <span className="progress-bar" /> : null}
      </span>
    </li>
  );
}

export function HomeSectionsPlaceholder({
  library,
  others,
  mobile,
}: {
  library: LibraryData;
  others: readonly BookListItem[];
  mobile: boolean;
}) {
  // As many cards as the recommender will fill, counted without its code.
  const recommended = library.status === 'ready' ? recommendationRoom(library.books, mobile) : 0;
  return (
    <div className="home-pending" aria-hidden="true">
      {!mobile ? (
        <div className="home-pending__stats">
          <dl>
            {Array.from({ length: QUICK_STATS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: empty cells, all alike.
              <div key={i}>
                <dt>&nbsp;</dt>
                <dd>&nbsp;</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {others.length > 0 ? (
        <div className="home__section">
          <h2>In progress</h2>
          <ul className="book-grid book-grid--row">
            {others.slice(0, 3).map((book) => (
              <Card key={book.id} title={book.title} author={book.author} progress />
            ))}
          </ul>
          {others.length > 3 ? (
            <button type="button" className="button" disabled style={{ visibility: 'hidden' }}>
              Show All in Progress
            </button>
          ) : null}
        </div>
      ) : null}
      {recommended > 0 ? (
        <div className="home__section">
          <h2>Recommended for you</h2>
          <p className="home__hint">&nbsp;</p>
          <ul className="book-grid">
            {Array.from({ length: recommended }, (_, i) => (
              <Card
                // biome-ignore lint/suspicious/noArrayIndexKey: empty cards, all alike.
                key={i}
                title={
                  <>
                    &nbsp;
                    <br />
                    &nbsp;
                  </>
                }
                author={'\u00a0'}
                progress={false}
              />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
