/** Local data: per-profile stores, the shared cache, and the writes that belong together. */
export { CacheData, type CachedIndex } from './cache-data';
export { deleteDatabase, openDatabase } from './database';
export { type LegacyMigration, migrateLegacyDatabase } from './legacy-migration';
export { LocalData } from './local-data';
export { mergeParagraph, mergeProfileInto } from './merge-profiles';
export {
  browserFamily,
  type PersistenceState,
  type PersistenceWarning,
  persistenceWarnings,
  requestPersistence,
  type WarningInputs,
} from './persistence';
export { emptyBookStats, emptyChapterStats, ProfileData } from './profile-data';
export type * from './records';
export { type ProgressSaved, type ProgressWrite, saveProgress } from './save-progress';
export * from './stores';
