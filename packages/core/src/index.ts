/**
 * @typeshelf/core — the framework-free heart of Typeshelf. No React, no DOM,
 * no Node built-ins, no clock and no randomness read directly.
 *
 * Each area has its own entry point; import from the one you need:
 *
 * - `@typeshelf/core/typing` — the typing engine, prompt controller and keystroke log
 * - `@typeshelf/core/caret` — caret timing
 * - `@typeshelf/core/progress` — progress records, saves, merges and chapter choice
 * - `@typeshelf/core/stats` — paragraph, chapter and long-term stats, the daily goal, results
 * - `@typeshelf/core/book` — book and chapter shapes, catalogue paths, completion
 * - `@typeshelf/core/practice` — drills from the typist's own mistakes and their history
 * - `@typeshelf/core/library` — search, sorting, paging, presentation, paywall, recommender
 * - `@typeshelf/core/scores` — rating and popularity scores
 * - `@typeshelf/core/taxonomy` — genres and topics
 * - `@typeshelf/core/text` — normalisation, collation, languages, slugs
 * - `@typeshelf/core/settings` — settings, their defaults, merging and the settings screen
 * - `@typeshelf/core/themes` — colour themes
 * - `@typeshelf/core/accounts` — accounts, sessions, forms, plans and prices
 * - `@typeshelf/core/share` — share links and pictures
 * - `@typeshelf/core/sync` — synchronisation plans and the server protocol
 *
 * The root keeps only what belongs to no area.
 */
export { isRecord } from './is-record';
export { compareVersions, migrationBackupKey, VERSION } from './version';
