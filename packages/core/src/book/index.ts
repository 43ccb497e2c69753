/**
 * @typeshelf/core/book — Books and chapters: their shapes, catalogue paths
 * and keys, and when something is complete.
 */

export { parseHosts, type StaticSourcesConfig, staticSources } from './book-file-sources';
export {
  bookIndexEntryOf,
  bookIndexFileOf,
  type CheckedBookIndex,
  MAX_INDEX_BOOKS,
} from './book-index-check';
export { bookContentOf, bookInfoOf, MAX_BOOK_CHAPTERS, uniqueChapterIds } from './book-info-check';
export type { BookSuggestion, ExternalBookInfo } from './book-lookup';
export {
  bookFromLookup,
  coverPath,
  firstWorkId,
  MAX_EXTRA_COVERS,
  parseSeries,
  ratingFromLookup,
  ratingPath,
  SEARCH_FIELDS,
  searchPath,
  suggestionsFromSearch,
  workPath,
} from './book-lookup';
export type {
  BookContent,
  BookIndexEntry,
  BookIndexFile,
  BookInfo,
  BookListItem,
  BookRights,
  BookSource,
  CatalogueListEntry,
  ChapterInfo,
  ChapterMode,
  ListedBook,
} from './book-types';
export { CATALOGUE_INDEX_VERSION, cataloguePaths, chapterKey, parseChapterKey } from './catalogue-paths';
export { CHAPTER_PREVIEW_CHARS, chapterPreview } from './chapter-preview';
export { completeCount, isComplete, isInProgress } from './completion';
export type { CoverDrawing, CoverPalette, CoverRect, CoverText, GeneratedCoverInput } from './cover-layout';
export {
  AUTHOR_MAX_LINES,
  AUTHOR_MIN_CHARS,
  COVER_FONTS,
  COVER_HEIGHT,
  COVER_WIDTH,
  generatedCoverLayout,
  paletteForGenres,
  TITLE_MAX_LINES,
  TITLE_MIN_CHARS,
} from './cover-layout';
export { wrapAt, wrapBalanced } from './wrap-text';
