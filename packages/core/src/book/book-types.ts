/**
 * The shapes every package agrees on: a book's info, its chapters, the
 * catalogue index entry and index file. Field names follow the specification
 * (01 §3, 02 §3) so stored data, the catalogue and the code read the same.
 */

/** How a chapter takes part in the book: typed, skippable (not needed for 100%), or not listed. */
export type ChapterMode = 'type' | 'skip' | 'hide';

export interface ChapterInfo {
  /** Three-digit zero-padded position in the book: "000", "001"… */
  id: string;
  title: string;
  mode: ChapterMode;
  /** Typed characters: the sum of the chapter's paragraph lengths. */
  length: number;
}

export interface BookRights {
  info: string | null;
  license: string | null;
  licenseUrl: string | null;
}

export interface BookSource {
  /** True when `value` is a link (shown with its domain), false for plain text. */
  isUrl: boolean;
  value: string;
}

/** A book's full metadata, for catalogue and private (custom) books alike. */
export interface BookInfo {
  id: string;
  title: string;
  /** Lower-cased title without a leading "the", "a" or "an", for sorting. */
  titleAlpha: string;
  author: string;
  /** BCP 47 language code as the book declares it, e.g. "en-GB", "pl", "he". */
  language: string;
  description: string;
  longDescription: string[];
  /** Year of first publication; negative is BCE; null when unknown. */
  year: number | null;
  genres: string[];
  topics: string[];
  rights: BookRights | null;
  publisher: string | null;
  series: string | null;
  /** Position in the series; 0 when not in a series. */
  part: number;
  source: BookSource | null;
  chapters: ChapterInfo[];
  openlibraryId: string | null;
  goodreadsId: string | null;
  /** Raw rating 0..1 (see the rating score for the Bayesian value). */
  rating: number | null;
  popularity: number | null;
  /** A data: URL or path of the cover image; null when the book has none. */
  cover: string | null;
  free: boolean;
  active: boolean;
  custom: boolean;
  /** Milliseconds since the epoch. */
  createdAt: number;
  updatedAt: number;
  /** Speaker markers ("comments") appear in the text, as in plays. */
  hasComments: boolean;
  /** Conversion notes, e.g. 'no toc'. */
  warnings: string[];
}

/** A book's text: paragraphs of each chapter, keyed by chapter id. */
export type BookContent = Record<string, string[]>;

/** One book in the catalogue index (`books/_meta_/index_{version}.json`). */
export interface BookIndexEntry {
  id: string;
  title: string;
  titleAlpha: string;
  author: string;
  description: string;
  genres: string[];
  topics: string[];
  series: string | null;
  part: number;
  year: number | null;
  /** Typed characters summed over chapters whose mode is `type`. */
  length: number;
  pages: number;
  language: string;
  chapters: ChapterInfo[];
  hasComments: boolean;
  custom: boolean;
  active: boolean;
  createdAt: number;
  isNew: boolean;
  rating: number | null;
  popularity: number | null;
  /** Search keywords beyond title and author. */
  search: string[];
  free: boolean;
  coverUrl: string | null;
  coverBigUrl: string | null;
}

/**
 * A catalogue book as its shard's list gives it (core's catalogue shards):
 * every field of an index entry but the chapters, which come later. Typed
 * apart, so a reader that needs the chapters never takes one for a whole
 * entry.
 */
export type CatalogueListEntry = Omit<BookIndexEntry, 'chapters'>;

/** Per-user state merged onto a book when the library lists it, chapters or not. */
export interface ListedBook extends CatalogueListEntry {
  /** 0 not started, (0, 1) in progress, 1 done. */
  progress: number;
  /** Last activity, ms since the epoch; 0 when never touched. */
  timestamp: number;
  favorite: boolean;
  paywalled: boolean;
}

/** Per-user state merged onto a whole index entry (with its chapters). */
export interface BookListItem extends ListedBook, BookIndexEntry {}

/** The catalogue index file. */
export interface BookIndexFile {
  /** When the catalogue was last built, ms since the epoch. */
  lastUpdate: number;
  books: BookIndexEntry[];
}
