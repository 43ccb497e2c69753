/** What a book card shows, from a list item (core's presentation rules). */
import { type BookListItem, bookBadge, isBookNew } from '@typeshelf/core';
import type { BookTileProps } from '@typeshelf/react-ui';
import { staticUrl } from './static-url';

/** A cover address from the index: data URLs and absolute addresses as they are, catalogue paths from the base. */
export function coverSrc(url: string | null): string | null {
  if (url === null || url === '') return null;
  if (/^(data:|blob:|https?:|\/)/.test(url)) return url;
  return staticUrl(url);
}

export function bookTileProps(book: BookListItem, isLocalPremium: boolean, now: number): BookTileProps {
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
