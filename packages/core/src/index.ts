/**
 * @typeshelf/core — the framework-free heart of Typeshelf. No React, no DOM,
 * no Node built-ins, no clock and no randomness read directly.
 */

// ── Accounts, prices, scores, validation ────────────────────────────────────
export {
  type AccountInfo,
  accountInfo,
  type BillingDetails,
  type BillingItem,
  type SubscriptionTier,
  type Tier,
  UNKNOWN_ACCOUNT_INFO,
} from './accounts/account-info';
export {
  ACCOUNT_MESSAGES,
  type AuthFailure,
  authErrorMessage,
  authFailureFromCode,
  MASKED_VALUE,
  maskedValue,
} from './accounts/account-messages';
export {
  type Account,
  type AuthUser,
  accountFromUser,
  CHANGE_PASSWORD_PATH,
  PREMIUM_VERIFICATION_FAILED,
  PURCHASE_RECHECK_DELAYS_MS,
  type SessionEffect,
  type SessionEvent,
  type SessionState,
  type SessionTransition,
  SIGNED_OUT,
  sessionAccountInfo,
  sessionTransition,
} from './accounts/account-session';
export { type BillingItemView, billingItemView } from './accounts/billing-items';
export { clampDailyGoal, dailyProgress } from './accounts/daily-goal';
export {
  canSubmitChangePassword,
  canSubmitChangeUsername,
  canSubmitLogin,
  canSubmitRecover,
  canSubmitRegister,
  EMAIL_PATTERN,
  FORM_MESSAGES,
  fieldErrors,
  isNewPasswordDifferent,
  isRepeatValid,
  isValidEmail,
  isValidPassword,
  isValidUsername,
  PASSWORD_MIN_LENGTH,
  USERNAME_LENGTH,
  USERNAME_PATTERN,
} from './accounts/form-validation';
export {
  HEATMAP_WEEKS,
  type HeatmapCell,
  type HeatmapDay,
  type HeatmapOptions,
  heatmapGrid,
} from './accounts/heatmap-grid';
export {
  HEATMAP_FULL_MINUTES,
  HEATMAP_LEVELS,
  HEATMAP_STEP_MINUTES,
  heatmapLevel,
} from './accounts/heatmap-level';
export {
  ACTIVE_SUBSCRIPTION_NOTICE,
  BILLING_PLAN_NAMES,
  PLAN_CARD_LABELS,
  PLAN_IDS,
  PLAN_NAMES,
  type PlanCard,
  type PlanCardState,
  type PlanId,
  type PurchaseDecision,
  planCard,
  planCards,
  purchaseDecision,
} from './accounts/plan-cards';
export {
  BILLING_TEXTS,
  CHECKOUT_LOCALES,
  checkoutLocale,
  formatPrice,
  fromMinorUnits,
  NARROW_SYMBOL_CURRENCIES,
  PRICE_LOAD_FAILED_MESSAGE,
  PRICE_LOAD_FAILED_PLACEHOLDER,
  type PricedPlan,
  type PriceIds,
  type PriceItem,
  type PricePreview,
  type PricePreviewLine,
  type Pricing,
  placeholderPricing,
  priceItem,
  pricingFromPreview,
  starterLibrarySize,
  UNKNOWN_PRICE,
} from './accounts/prices';
export { DEFAULT_RETURN_PATH, loginPathReturningTo, returnPathFromHash } from './accounts/return-target';
export {
  ANONYMOUS_USERNAME,
  accountTag,
  DERIVED_USERNAME_MAX_LENGTH,
  deriveUsername,
  type UsernameSources,
  usernameFromEmail,
} from './accounts/username';
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
export { type IndexEntryPlacement, indexEntryFromInfo, typedLength } from './book/index-entry';
// ── Typing engine, caret timing, stats, settings model ──────────────────────
export {
  AUTO_CARET_BLEND_CHARS,
  AUTO_CARET_DEFAULT_WPM,
  AUTO_CARET_WPM_BONUS,
  autoCaretWpm,
  CARET_SPEEDS,
  caretDuration,
  msPerChar,
} from './caret/caret-timing';
export { cubicBezier, EASING_CSS, EASINGS, type Easing } from './caret/easings';
export { isRecord } from './is-record';
export type { BookBadge, MainAction, TruncatedText } from './library/book-presentation';
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
} from './library/book-presentation';
export { boundedEditDistance } from './library/edit-distance';
export { parseFavorites, serializeFavorites, toggleFavorite } from './library/favorites';
export type {
  CachedIndex,
  IndexFetcher,
  IndexLoadEffect,
  IndexLoadPlan,
  IndexLoadResult,
  LibraryNotification,
} from './library/index-loading';
export { INDEX_FETCH_ERROR, loadBooksIndex, planIndexLoad } from './library/index-loading';
export type { ChipKind, LibraryAction, LibraryChip, LibraryCriteria } from './library/library-actions';
export { applyLibraryAction, libraryChips, showClearAll } from './library/library-actions';
// ── Library: search, query model, sorting, paging, presentation, paywall, recommender
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
} from './library/library-constants';
export type { FilterContext, GenreCount, ProgressState, ProgressToggles } from './library/library-filter';
export {
  countGenres,
  LENGTH_BUCKET_PAGES,
  lengthBucket,
  matchesCriteria,
  matchesTab,
  progressState,
} from './library/library-filter';
export type { PageItem, Pagination } from './library/library-paging';
export { pageForArrowKey, paginate } from './library/library-paging';
export type {
  BookType,
  LengthBucket,
  LibraryQuery,
  LibraryTab,
  QueryParamsReader,
} from './library/library-query';
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
} from './library/library-query';
export type { SortContext } from './library/library-sort';
export { DEFAULT_SORT_ORDER, effectiveOrder, offeredSortOrders, sortBooks } from './library/library-sort';
export type { LibraryView, LibraryViewOptions } from './library/library-view';
export { foundText, queryLibrary } from './library/library-view';
export { type BookUserState, libraryBooks } from './library/paywall';
export {
  type CustomBookOrderFields,
  isCustomBookPaywalled,
  isPaywalled,
  isVisibleCustomBook,
  type PaywallAccount,
  visibleCustomBooks,
} from './library/paywall-rules';
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
} from './library/plan-import';
export { recommendationCandidates } from './library/recommendation-candidates';
export type {
  Recommendation,
  RecommendationPreferences,
  ScoreBreakdown,
} from './library/recommender';
export { genreScore, lengthScore, RECOMMENDATION_WEIGHTS, recommendBooks } from './library/recommender';
export type { SearchIndex } from './library/search-index';
export { createSearchIndex, searchBooks } from './library/search-index';
export type { PreparedQuery, Relevance, SearchableBook, SearchHit } from './library/search-relevance';
export { MAX_TYPO_DISTANCE, prepareQuery, relevanceOf, searchLinear } from './library/search-relevance';
export { foldedForm, plainForm, typoAllowance } from './library/search-text';
export { seededHash } from './library/seeded-hash';
export { compareForTieBreak } from './library/tie-break';
export type { PrivateTabNote, UploadContext } from './library/upload-rules';
export {
  atFreeLimit,
  canUpload,
  freeLimitReachedText,
  privateTabNotes,
  showAddBookTile,
  uploadLimitNotice,
  uploadRoom,
} from './library/upload-rules';
export { adoptLayout } from './progress/adopt-layout';
// ── Progress records: saves, merges, derived figures ────────────────────────
export { applyParagraphSave } from './progress/apply-paragraph-save';
export { bookLayout, markBookDoneSaves, resetBookSaves } from './progress/book-marks';
export { cellOf } from './progress/cell-of';
export type { ChapterCard, HeroChoice, HeroInputs } from './progress/chapter-choice';
export { chapterCard, chooseHero, inProgressBooks, targetChapter } from './progress/chapter-choice';
export {
  chapterRecordId,
  deriveProgress,
  emptyProgress,
  paragraphId,
} from './progress/derive-progress';
export { mergeProgress } from './progress/merge-progress';
export { cellStats, countedTyped, EMPTY_CELL, mergeCells } from './progress/paragraph-cell';
export type {
  BookLayout,
  ChapterLayout,
  ParagraphCell,
  ParagraphSave,
  ProgressChanges,
  ProgressOptions,
  ProgressRecords,
  TypedResult,
} from './progress/progress-types';
export { distinctSummary } from './progress/recent-entries';
export { type BookRemoval, removeBookProgress } from './progress/remove-book';
export {
  bestScore,
  POPULARITY_LOG2_FULL,
  popularityScore,
  RATING_PRIOR,
  RATING_PRIOR_WEIGHT,
  ratingScore,
} from './scores/book-scores';
export {
  DEFAULT_DAILY_GOAL,
  defaultDeviceSettings,
  defaultSettings,
  defaultSharedSettings,
} from './settings/default-settings';
export { mergeDeviceSettings, mergeSettings, mergeSharedSettings } from './settings/merge-settings';
export {
  CJK_FALLBACK,
  CJK_FONTS,
  CUSTOM_FONT_EXTENSIONS,
  customFontFamily,
  FONTS,
  type FontEntry,
  type FontKind,
  fontKind,
  fontStack,
  isFontFileName,
  needsCjkFallback,
  settingFontFamily,
} from './settings/settings-fonts';
export {
  ACCESSIBILITY_THEMES,
  ANNOUNCE_LEVELS,
  type AnnounceLevel,
  AUTO_PAUSE_DELAYS,
  type AutoPauseDelay,
  CARET_EASINGS,
  CARET_SPEED_OPTIONS,
  CARET_STYLES,
  type CaretEasing,
  type CaretSpeedOption,
  type CaretStyle,
  DAILY_GOAL_PRESETS,
  DAILY_GOAL_RANGE,
  DESKTOP_KEYBOARD_LAYOUTS,
  DEVICES,
  type DesktopKeyboardLayout,
  type Device,
  ERROR_SOUNDS,
  type ErrorSound,
  EXPORT_REMINDER_DAYS,
  EXPORT_REMINDERS,
  type ExportReminder,
  FAVORITE_MAX_LENGTHS,
  FONT_SCALE_MAX,
  FREE_THEMES,
  HAPTICS_DURATIONS,
  type HapticsDuration,
  HIDDEN_KEYBOARD_LAYOUTS,
  KEY_THICKNESSES,
  KEYBOARD_INDICATORS,
  KEYCAPS_SOUNDS,
  type KeyboardIndicator,
  type KeycapsSound,
  type KeyThickness,
  LINE_HEIGHT_LABELS,
  LINE_HEIGHTS,
  LINE_WIDTHS,
  type LineHeight,
  type LineWidth,
  MOBILE_KEYBOARD_LAYOUTS,
  type MobileKeyboardLayout,
  PARAGRAPH_GAPS,
  type ParagraphsGap,
  PITCH_RANGE,
  PROMPT_HEIGHTS,
  type PromptHeight,
  QUICK_RESTART_OPTIONS,
  type QuickRestart,
  SCROLL_POSITIONS,
  type ScrollPosition,
  SHOW_TYPOS_OPTIONS,
  type ShowTypos,
  SORT_ORDERS,
  type SortOrder,
  THEMES,
  type ThemeName,
  VOLUME_STEPS,
  type Volume,
  WALLPAPER_THEMES,
  WALLPAPER_TYPES,
  type WallpaperType,
} from './settings/settings-options';
export {
  type Availability,
  confirmsPhrase,
  optionIndex,
  RESET_ACTIONS,
  type ResetActionId,
  type ScreenContext,
  SETTINGS_SECTIONS,
  type SettingControl,
  type SettingField,
  type SettingOption,
  type SettingsSectionId,
  type SettingValue,
  sectionFields,
  settingValue,
} from './settings/settings-screen';
export type {
  DeviceSettings,
  PromptLayoutSettings,
  ReadingPromptSettings,
  Settings,
  SharedSettings,
  TypingPromptSettings,
  UiSettings,
} from './settings/settings-types';
export { type SettingGroup, withSetting } from './settings/with-setting';
// ── Sharing, showcase, celebration ──────────────────────────────────────────
export { CONFETTI, type ConfettiBurst, confettiPlan } from './share/confetti-plan';
export {
  type ResultsView,
  shareImageFileName,
  shareImageShown,
  successSoundPlays,
} from './share/results-share';
export {
  SHARE_NETWORK_NAMES,
  SHARE_NETWORKS,
  type ShareContent,
  type ShareNetwork,
  shareLinks,
  shareUrl,
  weeklyShareText,
} from './share/share-links';
export { type ShowcaseEntry, showcaseEntries } from './share/showcase';
export { bookStats, chapterStats, combineAggregates, paragraphAggregate } from './stats/aggregate-stats';
export {
  ACCURACY_TARGET,
  accuracyBand,
  CONSISTENCY_TARGET,
  consistencyBand,
  type StatBand,
} from './stats/colour-bands';
export { coefficientOfVariation, consistency, kogasa } from './stats/consistency';
export {
  addToDay,
  civilDate,
  DAY_START_HOUR,
  type DailyStats,
  type DayRecord,
  dayLabel,
  dayNumber,
  dayRecords,
  type UtcOffset,
} from './stats/daily-stats';
export { emptyAggregate } from './stats/empty-aggregate';
export { type HistoryRecord, historyFromChapters, historyFromProgress } from './stats/history';
export {
  HISTORY_COLUMNS,
  HISTORY_FORMAT,
  HISTORY_VERSION,
  type HistoryRow,
  historyCsv,
  historyFileName,
  historyJson,
  historyRows,
} from './stats/history-export';
export {
  DAILY_CHART_DAYS,
  type DayTotals,
  dailySeries,
  dayTotals,
  heatmapDays,
  progressDayTotals,
  type SeriesPoint,
  SHARE_CHART_WEEKS,
  WEEKLY_CHART_WEEKS,
  weeklySeries,
  weekStartDay,
} from './stats/long-term-stats';
export {
  accumulate,
  accumulateEntry,
  activeGap,
  finishParagraph,
  type ParagraphAccumulator,
  paragraphStatsFromLog,
  perSecondSpeeds,
  startParagraph,
  wordsPerMinute,
} from './stats/paragraph-stats';
export {
  BEST_SCOPES,
  type BestCell,
  type BestScope,
  type BestsTable,
  bestsView,
  heatmapCellLabel,
  longDate,
  minutesText,
  type RecentRow,
  type RecentView,
  type RecordPlace,
  recentView,
  recordHref,
  recordPlace,
  type StatsScreenInput,
  type StatsScreenView,
  statsScreenView,
} from './stats/stats-screen';
export {
  aggregateEntry,
  averageOf,
  BOOK_SIZE_THRESHOLDS,
  CHAPTER_SIZE_THRESHOLDS,
  emptySummary,
  MAX_RECENT,
  METRICS,
  type Metric,
  type MetricValues,
  type NewRecord,
  PARAGRAPH_SIZE_THRESHOLDS,
  paragraphEntry,
  type RecordValue,
  recordBook,
  recordChapter,
  recordParagraph,
  SIZE_CATEGORIES,
  type SizeCategory,
  type StatsSummary,
  type SummaryEntry,
  sizeCategory,
  type TopByCategory,
  type TopRecords,
} from './stats/stats-summary';
export type {
  AggregateStats,
  BookStats,
  ChapterStats,
  ParagraphStats,
  ReadParagraphStats,
  SpeedStat,
  TypedParagraphStats,
  WeightedStat,
} from './stats/stats-types';
// ── Synchronisation (premium) ────────────────────────────────────────────────
export * from './sync/index';
// ── Text: normalisation, languages, slug, taxonomy ──────────────────────────
export { type Classification, classifySubjects, genreLabel, topicLabel } from './taxonomy/classify-subjects';
export { GENRES, type GenreEntry, type GenreKind } from './taxonomy/genres';
export type { TaxonomyEntry } from './taxonomy/taxonomy-entry';
export { TOPICS } from './taxonomy/topics';
export {
  bookSlug,
  DEFAULT_AUTHOR,
  DEFAULT_TITLE,
  isBookId,
  randomBookSlug,
  slugPart,
  uuidV4,
} from './text/book-slug';
export { type InlineDirection, inlineDirection } from './text/inline-direction';
export { BASIC_LATIN_LETTERS, LANGUAGES, type LanguageRecord } from './text/language-records';
export { ALWAYS_ALLOWED_CHARS, charsetForLanguage, findLanguage, languageCharset } from './text/languages';
export { latinize } from './text/latinize';
export { metadataText } from './text/metadata-text';
export { type NormalizeTextOptions, normalizeText, type UnknownCharacters } from './text/normalize-text';
export { removeWideSegmentBreaks } from './text/segment-breaks';
export { titleAlpha } from './text/title-alpha';
export { plainTypography } from './text/typographic';
// ── Themes ──────────────────────────────────────────────────────────────────
export { contrastRatio, isHexColour, luminance } from './themes/colour';
export type { ThemeMode, ThemeTokens } from './themes/theme-tokens';
export {
  AA_TEXT,
  AAA_TEXT,
  NON_TEXT,
  themeFavicon,
  themeStylesheet,
  themeTokens,
} from './themes/theme-tokens';
export type { Palette, PaletteIndex, PaletteRole, Theme, ThemeType } from './themes/theme-types';
export { PALETTE_ROLES, paletteColours, THEME_TYPES } from './themes/theme-types';
export { THEME_LIST, themeByName } from './themes/themes';
export {
  type AlternativesMap,
  acceptedAlternatives,
  isAcceptedAlternative,
} from './typing/accepted-alternatives';
export {
  announcesParagraphs,
  keyAnnouncement,
  nextWordsAnnouncement,
  paragraphAnnouncement,
} from './typing/announcements';
export { type AppendLog, itemAt, logToArray } from './typing/append-log';
export {
  type Chapter,
  type ParagraphText,
  prepareChapter,
  type Screen,
  splitScreens,
} from './typing/chapter-text';
export type {
  DoneParagraph,
  EngineEffect,
  EngineEvent,
  EngineOptions,
  EngineState,
  KeyEvent,
  LogEntry,
  ModeToggleEvent,
  PromptMode,
  PromptStatus,
  RestartEvent,
  ScreenEvent,
  TickEvent,
  TransitionResult,
  WordClickEvent,
} from './typing/engine-types';
export { isSingleCharacter, type KeyIntent, readKey } from './typing/key-input';
export {
  DETAIL_AFTER,
  DETAIL_BEFORE,
  DETAILED_PARAGRAPH_LIMIT,
  detailedWords,
} from './typing/paragraph-detail';
export {
  createPromptController,
  nextDeadline,
  type PromptClock,
  type PromptCommand,
  type PromptController,
  type PromptControllerOptions,
} from './typing/prompt-controller';
export {
  type CharState,
  type ParagraphStatus,
  type ParagraphView,
  type PromptView,
  paragraphView,
  promptView,
  untypedWords,
  type WordView,
} from './typing/prompt-view';
export { NEWLINE_MARKER, renderParagraph, renderPrompt } from './typing/render-prompt';
export { applyLogEntry, replayEvents, restoreFromLog } from './typing/replay';
export { SWIPE_THRESHOLD_PX, swipeDirection } from './typing/screen-swipe';
export {
  createSession,
  DEFAULT_ENGINE_OPTIONS,
  isChapterEnd,
  resumeSession,
  withOptions,
} from './typing/session';
export {
  readTextInput,
  TEXT_INPUT_IDLE,
  type TextInputEvent,
  type TextInputResult,
  type TextInputState,
} from './typing/text-input';
export { transition } from './typing/transition';
export type { TypedBuffer, TypedChar } from './typing/typed-buffer';
export { typedToArray } from './typing/typed-buffer';
export { currentParagraphStats, isCorrect } from './typing/typing-actions';
export {
  AFK_BOUNDARY_MS,
  AFK_PENALTY_MS,
  CHARS_PER_WORD,
  MAX_SCREEN_CHARS,
  MIN_RECORD_CHAPTER_LENGTH,
  MIN_RECORD_PARAGRAPH_LENGTH,
  PAUSE_AFTER_PARAGRAPH_MS,
  SAVED_FLASH_MS,
} from './typing/typing-constants';
export {
  judgeWord,
  judgeWords,
  lookupWord,
  missedWords,
  stripWord,
  type WordJudgement,
  type WordSpan,
  wordAt,
  wordSpans,
} from './typing/word-judgement';
export { VERSION } from './version';
