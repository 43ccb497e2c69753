/**
 * @typeshelf/core/library — The library (01): search, the query model,
 * sorting, paging, book presentation, favourites, the paywall, uploads,
 * recommendations and index entries.
 */
export type { BookBadge, MainAction, TruncatedText } from './book-presentation';
export {
  bookBadge,
  bookPages,
  ESTIMATE_WPM,
  estimatedMinutes,
  formatMinutes,
  isBookNew,
  isTypableChapter,
  mainAction,
  seriesLine,
  truncateWords,
} from './book-presentation';
export {
  CATALOGUE_SHARD_SIZE,
  type CatalogueManifest,
  type CatalogueShardChapters,
  type CatalogueShardDescriptions,
  type CatalogueShardList,
  decodeShardList,
  type EncodedShard,
  encodeCatalogueShards,
  FIRST_SHARD_SIZE,
  manifestOf,
  shardChaptersOf,
  shardDescriptionsOf,
  shardListOf,
  shardOrder,
  shardSizes,
  withShardChapters,
  withShardDescriptions,
} from './catalogue-shards';
export { boundedEditDistance } from './edit-distance';
export { parseFavorites, serializeFavorites, toggleFavorite } from './favorites';
export {
  catalogueEntryFromInfo,
  type IndexEntryPlacement,
  indexEntryFromInfo,
  searchKeywords,
  typedLength,
} from './index-entry';
export type {
  CachedIndex,
  IndexFetcher,
  IndexLoadEffect,
  IndexLoadPlan,
  IndexLoadResult,
  LibraryNotification,
} from './index-loading';
export { INDEX_FETCH_ERROR, loadBooksIndex, planIndexLoad } from './index-loading';
export type { ChipKind, LibraryAction, LibraryChip, LibraryCriteria } from './library-actions';
export { applyLibraryAction, libraryChips, showClearAll } from './library-actions';
export {
  BOOKS_PER_PAGE_DESKTOP,
  BOOKS_PER_PAGE_MOBILE,
  CHARACTERS_PER_PAGE,
  CHARACTERS_PER_WORD,
  DESCRIPTION_WORD_LIMIT,
  FREE_CUSTOM_BOOKS_LIMIT,
  INDEX_ERROR_CLOSE_DELAY,
  NEW_BOOK_DAYS,
  PAGINATION_ALL_NUMBERS_BELOW,
  RECOMMENDED_DESKTOP,
  RECOMMENDED_MOBILE,
  RECOMMENDED_PER_AUTHOR,
} from './library-constants';
export type { FilterContext, GenreCount, ProgressState, ProgressToggles } from './library-filter';
export {
  countGenres,
  LENGTH_BUCKET_PAGES,
  lengthBucket,
  matchesCriteria,
  matchesTab,
  progressState,
} from './library-filter';
export type { PageItem, Pagination } from './library-paging';
export { pageForArrowKey, paginate } from './library-paging';
export type {
  BookType,
  LengthBucket,
  LibraryQuery,
  LibraryTab,
  QueryParamsReader,
} from './library-query';
export {
  BOOK_TYPES,
  EMPTY_LIBRARY_QUERY,
  isSearching,
  LENGTH_BUCKETS,
  LIBRARY_TABS,
  libraryHref,
  libraryQueryString,
  parseLibraryQuery,
  serializeLibraryQuery,
} from './library-query';
export type { SortContext } from './library-sort';
export { DEFAULT_SORT_ORDER, effectiveOrder, offeredSortOrders, sortBooks } from './library-sort';
export type { LibraryView, LibraryViewOptions } from './library-view';
export { foundText, queryLibrary, viewLibrary } from './library-view';
export {
  type BookUserState,
  catalogueWithUserState,
  customWithUserState,
  libraryBooks,
  type UserStateInput,
  type WithUserState,
} from './paywall';
export {
  type CustomBookOrderFields,
  isCustomBookPaywalled,
  isPaywalled,
  isVisibleCustomBook,
  type PaywallAccount,
  visibleCustomBooks,
} from './paywall-rules';
export {
  type ConflictChoice,
  copyId,
  type ImportCandidate,
  type ImportContext,
  type ImportStep,
  type ImportWrite,
  keepBothFits,
  planImport,
  settleImport,
} from './plan-import';
export { mergeFavoriteLists, newerBookInfo } from './profile-merge';
export {
  recommendableBooks,
  recommendationCandidates,
  recommendationLimit,
  recommendationRoom,
} from './recommendation-candidates';
export type {
  Recommendation,
  RecommendationPreferences,
  ScoreBreakdown,
} from './recommender';
export {
  genreScore,
  homeRecommendations,
  lengthScore,
  RECOMMENDATION_WEIGHTS,
  recommendBooks,
} from './recommender';
export type { SearchIndex } from './search-index';
export { createSearchIndex, searchBooks } from './search-index';
export type { PreparedQuery, Relevance, SearchableBook, SearchHit } from './search-relevance';
export { MAX_TYPO_DISTANCE, prepareQuery, relevanceOf, searchLinear } from './search-relevance';
export { searchShards, shardRelevance } from './search-shards';
export { foldedForm, plainForm, typoAllowance } from './search-text';
export { seededHash } from './seeded-hash';
export { compareForTieBreak } from './tie-break';
export type { PrivateTabNote, UploadContext } from './upload-rules';
export {
  atFreeLimit,
  canUpload,
  freeLimitReachedText,
  privateTabNotes,
  showAddBookTile,
  uploadLimitNotice,
  uploadRoom,
} from './upload-rules';
