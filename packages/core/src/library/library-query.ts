import { SORT_ORDERS, type SortOrder } from '../settings/settings-options';

/**
 * The `/books` query (01 §2): what the library shows, kept in the address so
 * every view can be linked. `parseLibraryQuery` reads a `URLSearchParams`
 * (or anything with `get`), `serializeLibraryQuery` gives the pairs for
 * `new URLSearchParams(pairs)`, and `libraryQueryString` the same string
 * `URLSearchParams.toString()` would. They round-trip every valid query.
 */

/** What parsing needs of `URLSearchParams` (core has no DOM types). */
export interface QueryParamsReader {
  get(name: string): string | null;
}

/** The library tabs. */
export const LIBRARY_TABS = ['all', 'favorites', 'done', 'in-progress', 'private', 'public'] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number];

/** The `type` filter: books added in the last 7 days, free books, or premium (not free) books. */
export const BOOK_TYPES = ['new', 'free', 'premium'] as const;
export type BookType = (typeof BOOK_TYPES)[number];

/*
 * The twelve sort orders are the settings' `SORT_ORDERS` (ui.sortBy keeps the
 * chosen one): author, best, added, length, part, popularity, progress,
 * random, rating, relevance, title, year.
 */
export { SORT_ORDERS, type SortOrder };

/** Length buckets, by pages (see `LENGTH_BUCKET_PAGES`). */
export const LENGTH_BUCKETS = ['short', 'medium', 'long', 'huge'] as const;
export type LengthBucket = (typeof LENGTH_BUCKETS)[number];

/** Everything the `/books` address can say. Absent parameters take the defaults of {@link EMPTY_LIBRARY_QUERY}. */
export interface LibraryQuery {
  /** Genre slug, e.g. "science-fiction". */
  genre: string | null;
  /** Topic slug, e.g. "pirates". */
  topic: string | null;
  /** Exact author name. */
  author: string | null;
  type: BookType | null;
  /** The search box text as typed; '' when not searching. */
  search: string;
  tab: LibraryTab;
  /** Exact series name. */
  series: string | null;
  length: LengthBucket | null;
  /** The chosen order; null for the default (see `effectiveOrder`). */
  order: SortOrder | null;
  /** 1-based page number. */
  page: number;
  /** Focus the search box on arrival (the mobile search button). */
  focus: boolean;
}

/** The library with nothing chosen: tab all, page 1, default order. */
export const EMPTY_LIBRARY_QUERY: LibraryQuery = Object.freeze({
  genre: null,
  topic: null,
  author: null,
  type: null,
  search: '',
  tab: 'all',
  series: null,
  length: null,
  order: null,
  page: 1,
  focus: false,
});

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

const nonEmpty = (value: string | null) => (value === null || value === '' ? null : value);

/**
 * Reads the `/books` query. Unknown values are ignored (an unknown tab is
 * `all`, a page that is not a whole number of at least 1 is page 1), so a
 * hand-edited address always shows something.
 */
export function parseLibraryQuery(params: QueryParamsReader): LibraryQuery {
  const page = Number(params.get('page'));
  return {
    genre: nonEmpty(params.get('genre')),
    topic: nonEmpty(params.get('topic')),
    author: nonEmpty(params.get('author')),
    type: oneOf(BOOK_TYPES, params.get('type')),
    search: params.get('search') ?? '',
    tab: oneOf(LIBRARY_TABS, params.get('tab')) ?? 'all',
    series: nonEmpty(params.get('series')),
    length: oneOf(LENGTH_BUCKETS, params.get('length')),
    order: oneOf(SORT_ORDERS, params.get('order')),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    focus: params.get('focus') === 'true',
  };
}

/**
 * The `/books` query as ordered key/value pairs, leaving out every default:
 * tab all, page 1 (page 1 removes the parameter), empty search, focus off.
 * Parameters come in a fixed order so equal queries give equal addresses.
 */
export function serializeLibraryQuery(query: LibraryQuery): [string, string][] {
  const pairs: [string, string][] = [];
  const put = (key: string, value: string | null) => {
    if (value !== null && value !== '') pairs.push([key, value]);
  };
  put('genre', query.genre);
  put('topic', query.topic);
  put('author', query.author);
  put('type', query.type);
  put('search', query.search);
  put('tab', query.tab === 'all' ? null : query.tab);
  put('series', query.series);
  put('length', query.length);
  put('order', query.order);
  put('page', query.page > 1 ? String(query.page) : null);
  put('focus', query.focus ? 'true' : null);
  return pairs;
}

// application/x-www-form-urlencoded, byte for byte as URLSearchParams writes it.
// Lone surrogates become U+FFFD first, as URLSearchParams does (encodeURIComponent would throw).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const formEncode = (value: string) =>
  encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'))
    .replace(/%20/gu, '+')
    .replace(/[!'()~]/gu, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The query string without "?", e.g. `author=Jane+Austen&page=2`. */
export function libraryQueryString(query: LibraryQuery): string {
  return serializeLibraryQuery(query)
    .map(([key, value]) => `${key}=${formEncode(value)}`)
    .join('&');
}

/** The `/books` address of a query, e.g. `/books?author=Jane+Austen&page=2`. */
export function libraryHref(query: LibraryQuery): string {
  const search = libraryQueryString(query);
  return search === '' ? '/books' : `/books?${search}`;
}

/** True when the query is searching: the search text is not blank. */
export function isSearching(query: Pick<LibraryQuery, 'search'>): boolean {
  return query.search.trim() !== '';
}
