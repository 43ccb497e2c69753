import type { BookIndexFile, BookInfo } from '@typeshelf/core/book';
import { CONVERTER_VERSION } from '@typeshelf/epub';
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
 * source hash, the book id and its info before overrides, and the versions
 * of the files' format and of the converter that made them.
 */
export interface BuildState {
  format: number;
  converter: number;
  books: Record<string, { id: string; info: BookInfo }>;
}

export const emptyBuildState = (): BuildState => ({
  format: CATALOGUE_BUILD_FORMAT,
  converter: CONVERTER_VERSION,
  books: {},
});

/** Made by this build's file format and converter: what a build may reuse. */
const current = (made: { format: number; converter?: number }) =>
  made.format === CATALOGUE_BUILD_FORMAT && made.converter === CONVERTER_VERSION;

/**
 * True when a build from this state converts every source: a first build, or
 * one after a change of the file format or the converter.
 */
export const reusesNothing = (state: BuildState): boolean =>
  !current(state) || Object.keys(state.books).length === 0;

/**
 * One line of a build's journal, appended as soon as a converted book's
 * files are on disk: a build that is stopped (killed, or a machine that goes
 * down) keeps every book it finished, and the next build reuses them; a
 * part of a build run on its own process writes nothing else.
 */
export interface JournalLine {
  format: number;
  converter: number;
  hash: string;
  id: string;
  info: BookInfo;
}

export const journalLine = (hash: string, info: BookInfo): JournalLine => ({
  format: CATALOGUE_BUILD_FORMAT,
  converter: CONVERTER_VERSION,
  hash,
  id: info.id,
  info,
});

/**
 * The state a build starts from: the last finished build's, with the books
 * the journals record since (a stopped build's, or the parts'). Anything
 * made by another format or converter is left out.
 */
export function resumedState(state: BuildState, lines: readonly JournalLine[]): BuildState {
  const books = current(state) ? { ...state.books } : {};
  for (const line of lines) if (current(line)) books[line.hash] = { id: line.id, info: line.info };
  return { format: CATALOGUE_BUILD_FORMAT, converter: CONVERTER_VERSION, books };
}

/**
 * Which of `count` parts a source belongs to, by its hash: parts run as
 * separate processes (or machines) split the sources evenly and never both
 * convert one.
 */
export const partOfSource = (hash: string, count: number): number =>
  Number.parseInt(hash.slice(0, 8), 16) % count;

/** What to do with one source: reuse the files already written, or convert it. */
export type BookStep =
  | { type: 'reuse'; source: CatalogueSource; id: string; info: BookInfo }
  | { type: 'convert'; source: CatalogueSource };

/**
 * The sources whose folder may hold another source's files: where the state
 * records two or more of the sources with one book id, the first of them (the
 * one {@link assembleCatalogue} keeps). Two parts of a build, or a part and
 * an earlier build, each write the folder of a book they convert without
 * knowing of the other, so whichever wrote last holds it, and nothing on disk
 * says which.
 */
function sharedFolderSources(
  sources: readonly CatalogueSource[],
  books: BuildState['books'],
): Set<CatalogueSource> {
  const byId = new Map<string, CatalogueSource[]>();
  for (const source of sources) {
    const id = books[source.hash]?.id;
    if (id === undefined) continue;
    const holders = byId.get(id);
    if (holders) holders.push(source);
    else byId.set(id, [source]);
  }
  const shared = new Set<CatalogueSource>();
  for (const holders of byId.values()) if (holders.length > 1) shared.add(holders[0]!);
  return shared;
}

/**
 * The first half of a build, pure: a source whose hash the previous build
 * already converted (and whose files are still there) is reused; everything
 * else is converted. A state of another format reuses nothing. The first of
 * two recorded sources with one book id converts again, since the folder on
 * disk may be the other's: a duplicate id is an error the build reports, so
 * this is rare, and the state it leaves keeps that source alone.
 */
export function assembleBuildPlan(
  sources: readonly CatalogueSource[],
  state: BuildState,
  hasBookFiles: (id: string, info: BookInfo) => boolean,
): BookStep[] {
  const usable = reusesNothing(state) ? {} : state.books;
  const shared = sharedFolderSources(sources, usable);
  return sources.map((source): BookStep => {
    const previous = usable[source.hash];
    if (previous && !shared.has(source) && hasBookFiles(previous.id, previous.info))
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
      converter: CONVERTER_VERSION,
      books: Object.fromEntries(
        kept.map((book) => [book.source.hash, { id: book.info.id, info: book.info }]),
      ),
    },
  };
}
