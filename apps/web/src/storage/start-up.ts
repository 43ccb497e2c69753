/**
 * Start-up work on local data: the one-time v1 migration, the request for
 * persistent storage, whose answer the home screen's banners read, and the
 * notice that storage failed.
 */
import { proxy } from 'valtio';
import { notify } from '../page/notifications';
import { localData } from './current-profile';
import { onStorageFailure, type PersistenceState, requestPersistence } from './index';
import { STORAGE_NOTICE_DETAILS, STORAGE_NOTICE_TITLE } from './storage-notice';

export const storageState = proxy<{ persistence: PersistenceState | null }>({ persistence: null });

/** Starts the local data; resolves once the one-time migration has run (or failed). */
export function startLocalData(): Promise<void> {
  // Stays until closed: the visitor must not believe progress is being kept.
  onStorageFailure((failure) =>
    notify({
      type: 'warning',
      title: STORAGE_NOTICE_TITLE,
      details: STORAGE_NOTICE_DETAILS[failure],
      manualClose: true,
      important: true,
    }),
  );
  const migrated = localData
    .migrateLegacy()
    .then(() => undefined)
    .catch((error: unknown) => console.error('Legacy data migration failed', error));
  void requestPersistence(typeof navigator === 'undefined' ? undefined : navigator.storage)
    .catch((): PersistenceState => 'unsupported')
    .then((state) => {
      storageState.persistence = state;
    });
  return migrated;
}
