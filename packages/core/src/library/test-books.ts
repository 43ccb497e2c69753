import type { BookListItem } from '../book/book-types';
import type { SearchableBook } from './search-relevance';

/** A searchable book for tests: every field empty unless given. */
export function searchableBook(fields: Partial<SearchableBook> & { id: string }): SearchableBook {
  const title = fields.title ?? '';
  return {
    title,
    titleAlpha: fields.titleAlpha ?? title.toLowerCase(),
    author: '',
    description: '',
    genres: [],
    topics: [],
    series: null,
    search: [],
    ...fields,
  };
}

/** A library book for tests: a one-chapter, unstarted, premium catalogue book unless given. */
export function listBook(fields: Partial<BookListItem> & { id: string }): BookListItem {
  const title = fields.title ?? fields.id;
  const length = fields.length ?? 20_000;
  return {
    title,
    titleAlpha: fields.titleAlpha ?? title.toLowerCase(),
    author: 'Unknown',
    description: '',
    genres: [],
    topics: [],
    series: null,
    part: 0,
    year: null,
    length,
    pages: Math.ceil(length / 2000),
    language: 'en',
    chapters: [{ id: '000', title: 'One', mode: 'type', length }],
    hasComments: false,
    custom: false,
    active: true,
    createdAt: 0,
    isNew: false,
    rating: null,
    popularity: null,
    search: [],
    free: false,
    coverUrl: null,
    coverBigUrl: null,
    progress: 0,
    timestamp: 0,
    favorite: false,
    paywalled: false,
    ...fields,
  };
}
