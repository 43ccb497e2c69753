/** The local databases: each profile's stores, the shared cache, and the writes that cross domains. */
export { prefixRange } from './backend';
export { CacheData, type CachedIndex } from './cache-data';
export { deleteDatabase, openDatabase, readAll, updateInTransaction } from './database';
export { type LegacyMigration, migrateLegacyDatabase } from './legacy-migration';
export { LocalData } from './local-data';
export { type PersistenceState, requestPersistence } from './persistence';
export {
  browserFamily,
  type PersistenceWarning,
  persistenceWarnings,
  type WarningInputs,
} from './persistence-warnings';
export {
  localOffset,
  ProfileData,
  type ProfileWrite,
  type StoreRow,
  type TransactionPart,
} from './profile-data';
export type * from './records';
export { onStorageFailure, type StorageFailure, storageFailure } from './storage-health';
export * from './stores';
