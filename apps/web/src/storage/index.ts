/** Local data: per-profile stores, the shared cache, and the writes that belong together. */
export { CacheData, type CachedIndex } from '../books/cache-data';
export { PROGRESS_STORES, readProgress } from '../progress/progress-rows';
export { deleteDatabase, openDatabase } from './database';
export { type LegacyMigration, migrateLegacyDatabase } from './legacy-migration';
export { LocalData } from './local-data';
export { mergeProfileInto } from './merge-profiles';
export { type PersistenceState, requestPersistence } from './persistence';
export {
  browserFamily,
  type PersistenceWarning,
  persistenceWarnings,
  type WarningInputs,
} from './persistence-warnings';
export { localOffset, ProfileData } from './profile-data';
export type * from './records';
export { onStorageFailure, type StorageFailure, storageFailure } from './storage-health';
export * from './stores';
