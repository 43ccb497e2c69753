/**
 * The catalogue index as a browser downloads it: a small manifest and shards
 * of at most {@link CATALOGUE_SHARD_SIZE} books (a small first one, growing
 * after: {@link shardSizes}), each shard in three files: its list
 * (everything the library shows and searches but the descriptions), its
 * descriptions (two thirds of a list's compressed bytes, read by the search
 * alone, for its lowest tier) and its chapters (what a book's page and the
 * prompt need). The most popular books come in the first shard, so a search
 * finds them before the rest has arrived; every list arrives before any
 * description, and every description before any chapter list, so a title or
 * an author is found once the lists alone have come.
 *
 * Both files are columns (all titles, then all authors…) rather than one
 * object per book: the compressor then sees like beside like, and field names
 * are written once. A value the reader can derive (the sort title, pages,
 * "new", cover paths, chapter ids, the book's id from its author and title)
 * is left out; a book whose value differs
 * from the derived one keeps it in `exceptions`, so decoding gives back every
 * entry exactly as the build made it.
 *
 * Pure: the build encodes, the web app decodes; neither reads anything here.
 */
import type {
  BookIndexEntry,
  BookIndexFile,
  CatalogueListEntry,
  ChapterInfo,
  ChapterMode,
} from '../book/book-types';
import { cataloguePaths } from '../book/catalogue-paths';
import { bookSlug } from '../text/book-slug';
import { titleAlpha } from '../text/title-alpha';
import { bookPages, isBookNew } from './book-presentation';

/** Books in the largest shard: about 1 MB compressed, about a second at 10 Mbit/s. */
export const CATALOGUE_SHARD_SIZE = 10_000;

/**
 * Books in the first shard: about 130 KB compressed, a tenth of a second at
 * 10 Mbit/s, and an index its search builds in tens of milliseconds, so the
 * most popular books are found well before the rest of the list has come.
 */
export const FIRST_SHARD_SIZE = 1_000;

/**
 * How many books each shard holds: the first {@link FIRST_SHARD_SIZE} (or
 * `largest`, when smaller), each next one twice the last up to `largest`,
 * the last whatever is left. Small shards first put the first hit near the
 * start of the download; large ones after keep the files few.
 */
export function shardSizes(
  total: number,
  largest: number = CATALOGUE_SHARD_SIZE,
  first: number = FIRST_SHARD_SIZE,
): number[] {
  const sizes: number[] = [];
  let size = Math.max(1, Math.min(first, largest));
  for (let left = total; left > 0; left -= sizes.at(-1)!) {
    sizes.push(Math.min(size, left));
    size = Math.min(size * 2, largest);
  }
  return sizes;
}

/** Where the shards are listed, and what each holds. */
export interface CatalogueManifest {
  lastUpdate: number;
  /** Books over all shards. */
  count: number;
  /** In the order to fetch them, most popular books first. */
  shards: { count: number; books: string; descriptions: string; chapters: string }[];
}

/** One shard's list: one column per field, a row per book; the descriptions come in a file of their own. */
export interface CatalogueShardList {
  titles: string[];
  authors: string[];
  genres: string[][];
  topics: string[][];
  series: (string | null)[];
  parts: number[];
  years: (number | null)[];
  lengths: number[];
  languages: string[];
  createdAt: number[];
  ratings: (number | null)[];
  popularity: (number | null)[];
  search: string[][];
  /** 1 when free, 2 when it has comments, summed. */
  flags: number[];
  /** By row: the fields whose value is not the derived one. */
  exceptions: Record<string, Partial<CatalogueListEntry>>;
}

/** One shard's descriptions, by row. */
export type CatalogueShardDescriptions = string[];

/** One shard's chapters, by row: titles, modes (one letter a chapter) and lengths. */
export interface CatalogueShardChapters {
  titles: string[][];
  modes: string[];
  lengths: number[][];
  /** By row: chapter ids that are not "000", "001"… in order. */
  ids: Record<string, string[]>;
}

const MODE_LETTERS: Record<ChapterMode, string> = { type: 't', skip: 's', hide: 'h' };
const LETTER_MODES: Record<string, ChapterMode> = { t: 'type', s: 'skip', h: 'hide' };
const FREE = 1;
const HAS_COMMENTS = 2;

const chapterId = (position: number) => String(position).padStart(3, '0');

/**
 * The books in the order the shards hold them: most popular first (a book
 * with no figure last), then by id, so the first shard has the books most
 * searched for.
 */
export function shardOrder<T extends Pick<BookIndexEntry, 'id' | 'popularity'>>(books: readonly T[]): T[] {
  return [...books].sort(
    (a, b) => (b.popularity ?? -1) - (a.popularity ?? -1) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** The id a list row gives when it names none: the one a build makes from the author and title. */
const derivedId = (list: CatalogueShardList, row: number) => bookSlug(list.authors[row], list.titles[row]);

/**
 * The entry a list row gives before its description and chapters are known
 * (the description empty), for the book of this `id`.
 */
function derivedEntry(
  list: CatalogueShardList,
  row: number,
  lastUpdate: number,
  id: string,
): CatalogueListEntry {
  const title = list.titles[row]!;
  const length = list.lengths[row]!;
  const createdAt = list.createdAt[row]!;
  const flags = list.flags[row]!;
  return {
    id,
    title,
    titleAlpha: titleAlpha(title),
    author: list.authors[row]!,
    description: '',
    genres: list.genres[row]!,
    topics: list.topics[row]!,
    series: list.series[row]!,
    part: list.parts[row]!,
    year: list.years[row]!,
    length,
    pages: bookPages(length),
    language: list.languages[row]!,
    hasComments: (flags & HAS_COMMENTS) !== 0,
    custom: false,
    active: true,
    createdAt,
    isNew: isBookNew(createdAt, lastUpdate),
    rating: list.ratings[row]!,
    popularity: list.popularity[row]!,
    search: list.search[row]!,
    free: (flags & FREE) !== 0,
    coverUrl: cataloguePaths.coverSmall(id),
    coverBigUrl: cataloguePaths.cover(id),
  };
}

/** Field values compared as the JSON they are written as. */
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

function encodeList(books: readonly BookIndexEntry[], lastUpdate: number): CatalogueShardList {
  const list: CatalogueShardList = {
    titles: books.map((book) => book.title),
    authors: books.map((book) => book.author),
    genres: books.map((book) => book.genres),
    topics: books.map((book) => book.topics),
    series: books.map((book) => book.series),
    parts: books.map((book) => book.part),
    years: books.map((book) => book.year),
    lengths: books.map((book) => book.length),
    languages: books.map((book) => book.language),
    createdAt: books.map((book) => book.createdAt),
    ratings: books.map((book) => book.rating),
    popularity: books.map((book) => book.popularity),
    search: books.map((book) => book.search),
    flags: books.map((book) => (book.free ? FREE : 0) + (book.hasComments ? HAS_COMMENTS : 0)),
    exceptions: {},
  };
  books.forEach((book, row) => {
    // The book's own id, so what follows from it (the cover paths) is compared as the reader will make it.
    const derived = { ...derivedEntry(list, row, lastUpdate, book.id), id: derivedId(list, row) };
    const differs: Partial<CatalogueListEntry> = {};
    for (const key of Object.keys(book) as (keyof BookIndexEntry)[]) {
      if (key !== 'chapters' && key !== 'description' && !same(book[key], derived[key]))
        Object.assign(differs, { [key]: book[key] });
    }
    if (Object.keys(differs).length > 0) list.exceptions[row] = differs;
  });
  return list;
}

function encodeChapters(books: readonly BookIndexEntry[]): CatalogueShardChapters {
  const ids: Record<string, string[]> = {};
  books.forEach((book, row) => {
    if (book.chapters.some((chapter, position) => chapter.id !== chapterId(position)))
      ids[row] = book.chapters.map((chapter) => chapter.id);
  });
  return {
    titles: books.map((book) => book.chapters.map((chapter) => chapter.title)),
    modes: books.map((book) => book.chapters.map((chapter) => MODE_LETTERS[chapter.mode]).join('')),
    lengths: books.map((book) => book.chapters.map((chapter) => chapter.length)),
    ids,
  };
}

/** One shard's three files, and where they go. */
export interface EncodedShard {
  books: { path: string; value: CatalogueShardList };
  descriptions: { path: string; value: CatalogueShardDescriptions };
  chapters: { path: string; value: CatalogueShardChapters };
}

/**
 * The manifest and shards of an index file (see the top of this file), the
 * shards as {@link shardSizes} cuts them (`shardSize` the largest).
 */
export function encodeCatalogueShards(
  file: BookIndexFile,
  shardSize: number = CATALOGUE_SHARD_SIZE,
): { manifest: CatalogueManifest; shards: EncodedShard[] } {
  const ordered = shardOrder(file.books);
  const sizes = shardSizes(ordered.length, shardSize);
  const shards: EncodedShard[] = [];
  let start = 0;
  for (const [number, size] of sizes.entries()) {
    const books = ordered.slice(start, start + size);
    start += size;
    shards.push({
      books: { path: cataloguePaths.indexShardBooks(number), value: encodeList(books, file.lastUpdate) },
      descriptions: {
        path: cataloguePaths.indexShardDescriptions(number),
        value: books.map((book) => book.description),
      },
      chapters: { path: cataloguePaths.indexShardChapters(number), value: encodeChapters(books) },
    });
  }
  return {
    manifest: {
      lastUpdate: file.lastUpdate,
      count: ordered.length,
      shards: shards.map((shard, number) => ({
        count: sizes[number]!,
        books: shard.books.path,
        descriptions: shard.descriptions.path,
        chapters: shard.chapters.path,
      })),
    },
    shards,
  };
}

/**
 * A shard's books from its list alone: every field but `chapters`, the
 * description empty until {@link withShardDescriptions} adds it.
 */
export function decodeShardList(list: CatalogueShardList, lastUpdate: number): CatalogueListEntry[] {
  return list.titles.map((_, row) => {
    const exception = list.exceptions[row];
    const entry = derivedEntry(list, row, lastUpdate, exception?.id ?? derivedId(list, row));
    return exception === undefined ? entry : { ...entry, ...exception };
  });
}

/** The same books with their descriptions, in the same order. */
export function withShardDescriptions(
  books: readonly CatalogueListEntry[],
  descriptions: CatalogueShardDescriptions,
): CatalogueListEntry[] {
  return books.map((book, row) => ({ ...book, description: descriptions[row] ?? '' }));
}

/** The same books with their chapters: whole entries, in the same order. */
export function withShardChapters(
  books: readonly CatalogueListEntry[],
  chapters: CatalogueShardChapters,
): BookIndexEntry[] {
  return books.map((book, row) => {
    const titles = chapters.titles[row] ?? [];
    const modes = chapters.modes[row] ?? '';
    const lengths = chapters.lengths[row] ?? [];
    const ids = chapters.ids[row];
    const list: ChapterInfo[] = titles.map((title, position) => ({
      id: ids?.[position] ?? chapterId(position),
      title,
      mode: LETTER_MODES[modes[position] ?? 't'] ?? 'type',
      length: lengths[position] ?? 0,
    }));
    return { ...book, chapters: list };
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A manifest as fetched, or null when it is not one. */
export function manifestOf(value: unknown): CatalogueManifest | null {
  if (!isObject(value) || typeof value.lastUpdate !== 'number' || typeof value.count !== 'number')
    return null;
  if (!Array.isArray(value.shards)) return null;
  const shards = value.shards.filter(
    (shard): shard is CatalogueManifest['shards'][number] =>
      isObject(shard) &&
      typeof shard.count === 'number' &&
      typeof shard.books === 'string' &&
      typeof shard.descriptions === 'string' &&
      typeof shard.chapters === 'string',
  );
  return shards.length === value.shards.length
    ? { lastUpdate: value.lastUpdate, count: value.count, shards }
    : null;
}

const COLUMNS = [
  'titles',
  'authors',
  'genres',
  'topics',
  'series',
  'parts',
  'years',
  'lengths',
  'languages',
  'createdAt',
  'ratings',
  'popularity',
  'search',
  'flags',
] as const;

/** A shard's list as fetched, or null when a column is missing or of another length. */
export function shardListOf(value: unknown): CatalogueShardList | null {
  if (!isObject(value) || !Array.isArray(value.titles) || !isObject(value.exceptions)) return null;
  const rows = value.titles.length;
  for (const column of COLUMNS) {
    const values = value[column];
    if (!Array.isArray(values) || values.length !== rows) return null;
  }
  return value as unknown as CatalogueShardList;
}

/** A shard's descriptions as fetched, or null when they are not `rows` strings. */
export function shardDescriptionsOf(value: unknown, rows: number): CatalogueShardDescriptions | null {
  return Array.isArray(value) && value.length === rows && value.every((text) => typeof text === 'string')
    ? value
    : null;
}

/** A shard's chapters as fetched, or null when they do not fit `rows` books. */
export function shardChaptersOf(value: unknown, rows: number): CatalogueShardChapters | null {
  if (!isObject(value) || !isObject(value.ids)) return null;
  for (const column of ['titles', 'modes', 'lengths'] as const) {
    const values = value[column];
    if (!Array.isArray(values) || values.length !== rows) return null;
  }
  return value as unknown as CatalogueShardChapters;
}
