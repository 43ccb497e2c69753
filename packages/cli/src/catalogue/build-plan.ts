import type { BookIndexFile, BookInfo } from '@typeshelf/core/book';
import type { BookOverride } from './catalogue-config';
import { applyOverride, toIndexEntry } from './index-entry';

/**
 * Bumped whenever the files written for a book change shape or drawing, so
 * every book is rebuilt once by the next build (2: opaque covers, without the
 * half-transparent first and last row).
 */
export const CATALOGUE_BUILD_FORMAT = 2;

/** One input of the catalogue, identified by the hash of its bytes. */
export interface CatalogueSource {
  /** The input path: unique within a build. */
  key: string;
  /** The file or folder name shown in progress. */
  label: string;
  hash: string;
}

/**
 * What the previous build produced, kept beside the catalogue: for each
 * source hash, the book id and its info before overrides.
 */
export interface BuildState {
  format: number;
  books: Record<string, { id: string; info: BookInfo }>;
}

export const emptyBuildState = (): BuildState => ({ format: CATALOGUE_BUILD_FORMAT, books: {} });

/** True when a build from this state converts every source: a first build, or one after a format change. */
export const reusesNothing = (state: BuildState): boolean =>
  state.format !== CATALOGUE_BUILD_FORMAT || Object.keys(state.books).length === 0;

/** What to do with one source: reuse the files already written, or convert it. */
export type BookStep =
  | { type: 'reuse'; source: CatalogueSource; id: string; info: BookInfo }
  | { type: 'convert'; source: CatalogueSource };

/**
 * The first half of a build, pure: a source whose hash the previous build
 * already converted (and whose files are still there) is reused; everything
 * else is converted. A state of another format reuses nothing.
 */
export function assembleBuildPlan(
  sources: readonly CatalogueSource[],
  state: BuildState,
  hasBookFiles: (id: string, info: BookInfo) => boolean,
): BookStep[] {
  const usable = reusesNothing(state) ? {} : state.books;
  return sources.map((source): BookStep => {
    const previous = usable[source.hash];
    if (previous && hasBookFiles(previous.id, previous.info))
      return { type: 'reuse', source, id: previous.id, info: previous.info };
    return { type: 'convert', source };
  });
}

/**
 * The sources to convert, largest first (ties in source order). The pool
 * takes them in this order, so the longest books start at once and the last
 * to start are short: the build does not end with one core converting a big
 * book while the others wait (War and Peace takes many times what most books
 * do).
 */
export function conversionOrder(
  plan: readonly BookStep[],
  sizeOf: (source: CatalogueSource) => number,
): CatalogueSource[] {
  return plan
    .flatMap((step) => (step.type === 'convert' ? [step.source] : []))
    .map((source, position) => ({ source, position, size: sizeOf(source) }))
    .sort((a, b) => b.size - a.size || a.position - b.position)
    .map(({ source }) => source);
}

/**
 * Books are written as soon as they convert, in whatever order the workers
 * finish, so two sources with one book id may arrive in either order. The
 * folder belongs to the earliest source, the one {@link assembleCatalogue}
 * keeps: a book takes it unless a source before it (by position among the
 * sources) already holds it.
 */
export const takesBookFolder = (holder: number | undefined, position: number): boolean =>
  holder === undefined || position < holder;

/** A source that produced a book, converted now or reused. */
export interface BuiltBook {
  source: CatalogueSource;
  /** Info as the EPUB gives it, before overrides. */
  info: BookInfo;
}

export interface CatalogueAssembly {
  /** Final info per book (overrides applied), sorted by id. */
  books: BookInfo[];
  index: BookIndexFile;
  /** Later sources whose book id an earlier source already took. */
  duplicates: { source: CatalogueSource; id: string }[];
  /** Ids the previous build wrote that this build no longer has. */
  removedIds: string[];
  state: BuildState;
}

/**
 * The second half's pure part: applies overrides, resolves duplicate ids
 * (first source wins), and derives the index. Books without their own
 * `createdAt` joined the catalogue on `addedAt`. `lastUpdate` is the newest
 * `createdAt`/`updatedAt` of the books, so the same inputs give the same file.
 */
export function assembleCatalogue(
  built: readonly BuiltBook[],
  overrides: Readonly<Record<string, BookOverride>>,
  previous: BuildState,
  addedAt = 0,
): CatalogueAssembly {
  const taken = new Map<string, BuiltBook>();
  const duplicates: CatalogueAssembly['duplicates'] = [];
  for (const book of built) {
    if (taken.has(book.info.id)) duplicates.push({ source: book.source, id: book.info.id });
    else taken.set(book.info.id, book);
  }
  const kept = [...taken.values()].sort((a, b) =>
    a.info.id < b.info.id ? -1 : a.info.id > b.info.id ? 1 : 0,
  );
  const books = kept.map((book) => applyOverride(book.info, overrides[book.info.id], addedAt));
  const lastUpdate = books.reduce((latest, info) => Math.max(latest, info.createdAt, info.updatedAt), 0);
  const ids = new Set(books.map((info) => info.id));
  const removedIds = [...new Set(Object.values(previous.books).map((entry) => entry.id))]
    .filter((id) => !ids.has(id))
    .sort();
  return {
    books,
    index: { lastUpdate, books: books.map((info) => toIndexEntry(info, true, lastUpdate)) },
    duplicates,
    removedIds,
    state: {
      format: CATALOGUE_BUILD_FORMAT,
      books: Object.fromEntries(
        kept.map((book) => [book.source.hash, { id: book.info.id, info: book.info }]),
      ),
    },
  };
}
