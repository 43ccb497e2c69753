/**
 * @typeshelf/core/book — Books and chapters: their shapes, catalogue paths
 * and keys, and when something is complete.
 */

export { bookContentOf, bookInfoOf, MAX_BOOK_CHAPTERS, uniqueChapterIds } from './book-info-check';
export type {
  BookContent,
  BookIndexEntry,
  BookIndexFile,
  BookInfo,
  BookListItem,
  BookRights,
  BookSource,
  ChapterInfo,
  ChapterMode,
} from './book-types';
export { CATALOGUE_INDEX_VERSION, cataloguePaths, chapterKey, parseChapterKey } from './catalogue-paths';
export { completeCount, isComplete, isInProgress } from './completion';
