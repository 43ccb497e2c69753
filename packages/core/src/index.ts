/**
 * @typeshelf/core — the framework-free heart of Typeshelf. No React, no DOM,
 * no Node built-ins, no clock and no randomness read directly.
 */

// ── Books and the catalogue ─────────────────────────────────────────────────
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
} from './book/book-types';
export { CATALOGUE_INDEX_VERSION, cataloguePaths, chapterKey, parseChapterKey } from './book/catalogue-paths';
export { VERSION } from './version';

// ── Typing engine, caret timing, stats, settings model ──────────────────────

// ── Text: normalisation, languages, slug, taxonomy ──────────────────────────

// ── Library: search, query model, sorting, paging, presentation, paywall, recommender

// ── Accounts, prices, scores, validation ────────────────────────────────────
