/**
 * The synchronisation's constants and texts (03 §8, §9), worded exactly as
 * the specification gives them. Texts the specification leaves open are
 * recorded in docs/decisions.md.
 */
import { SYNC_OFFLINE_MESSAGE } from './offline-message';

/** Rows per pull page (PostgREST caps a page at this too). */
export const SYNC_PAGE_SIZE = 1000;

/** Private book files listed at once. */
export const PRIVATE_BOOK_LIST_LIMIT = 100;

/** health_check: up to 5 retries, the first after 500 ms, each delay doubling. */
export const HEALTH_CHECK_RETRIES = 5;
export const HEALTH_CHECK_FIRST_DELAY = 500;

// The pending queue's retry delays are beside the back-off that uses them (`retry-delay.ts`).

/** Paragraph rows sent in one upsert. */
export const PENDING_BATCH_SIZE = 500;

export const SYNC_MESSAGES = {
  synchronizingStorage: 'Synchronizing storage...',
  syncFailed: "We couldn't synchronize your data",
  databaseError: 'Database error',
  /** Database write failed (warning): the data stays on this device. */
  writeFailed: 'Data still stored locally',
  settingsNotSaved: "Settings can't be saved on server",
  settingsFetchFailed: 'Local settings are used',
  /** Settings save failed: they stay on this device. */
  settingsSavedLocally: 'Saved locally',
  customBookNotSaved: "Custom book can't be saved on server",
  customBookSavedLocally: 'Saved locally',
  customBookFetchFailed: 'Try again',
  storageFailed: 'Reload the page and try again',
  fileSyncError: 'Sync error',
  offline: SYNC_OFFLINE_MESSAGE,
  online: 'Connection restored.',
  synced: 'Your progress was synchronized.',
  premiumOnly: 'only premium users can store data on the server',
  /** Rows from the server (or about to go to it) that break the sync limits: left out, the rest synchronized. */
  rowsSkipped: 'Some synchronized data was damaged and was left out',
  rowsSkippedDetails: 'Everything else was synchronized.',
} as const;
