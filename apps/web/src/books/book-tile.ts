/** What a book card shows, from a list item (core's presentation rules). */
import type { ListedBook } from '@typeshelf/core/book';
import { bookBadge, isBookNew } from '@typeshelf/core/library';
import type { BookTileProps } from '@typeshelf/react-ui';
import { coverSrc } from './cover-src';

export function bookTileProps(book: ListedBook, isLocalPremium: boolean, now: number): BookTileProps {
  return {
    href: `/books/${encodeURIComponent(book.id)}`,
    title: book.title,
    author: book.author,
    coverUrl: coverSrc(book.coverUrl),
    progress: book.progress,
    pages: book.pages,
    badge: bookBadge(book, isLocalPremium),
    isNew: book.isNew || isBookNew(book.createdAt, now),
    favorite: book.favorite,
  };
}
