import { AppLink } from '@typeshelf/react-ui';
import { usePageTitle } from '../../page/use-page-title';

/**
 * A prompt address naming a book or chapter that does not exist: says which,
 * with the way back to the book (when there is one) and to the library.
 */
export function PromptMissing({ book }: { book: { id: string; title: string } | null }) {
  const title = book ? 'Chapter not found' : 'Book not found';
  usePageTitle(title);
  return (
    <section className="not-found" aria-labelledby="prompt-missing">
      <h1 id="prompt-missing">{title}</h1>
      <p>
        {book ? (
          <>
            <cite>{book.title}</cite> has no chapter at this address.
          </>
        ) : (
          'There is no book at this address.'
        )}
      </p>
      <div className="not-found__actions">
        {book ? (
          <AppLink href={`/books/${encodeURIComponent(book.id)}`} className="button button--primary">
            Back to the book
          </AppLink>
        ) : null}
        <AppLink href="/books" className={book ? 'button' : 'button button--primary'}>
          Back to the library
        </AppLink>
      </div>
    </section>
  );
}
