import { AppLink } from '../common/app-link';

/** The private tab's tile that leads to /upload. */
export function AddBookTile({ href = '/upload' }: { href?: string }) {
  return (
    <li className="book-tile book-tile--add">
      <AppLink href={href} className="book-tile__link">
        <span className="book-tile__cover book-tile__cover--add" aria-hidden="true">
          +
        </span>
        <span className="book-tile__title">Add a book</span>
      </AppLink>
    </li>
  );
}
