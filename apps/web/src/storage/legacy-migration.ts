/**
 * The v1 app kept everything in one database named `main`, one object store
 * per kind with the same names v2 uses. Its stores are copied into the
 * anonymous profile (progress rows in today's layout) and the shared cache,
 * then the database is dropped.
 */
import { promisifyRequest, setMany } from 'idb-keyval';
import { browserBackend } from './backend';
import type { CacheData } from './cache-data';
import { databaseExists, deleteDatabase } from './database';
import { keepMigrationBackup } from './migration-backup';
import type { ProfileData } from './profile-data';
import { storageFailure } from './storage-health';
import { CACHE_STORES, LEGACY_DATABASE, PROFILE_STORES, type ProfileStore } from './stores';
import { rowsOfV1 } from './v1-rows';

/** What the migration found and moved. */
export type LegacyMigration = { migrated: false } | { migrated: true; records: number };

async function readLegacy(name: string): Promise<Map<string, [IDBValidKey, unknown][]>> {
  const request = browserBackend().factory.open(name);
  // Opening a database that does not exist creates it: abort that creation.
  request.onupgradeneeded = () => request.transaction?.abort();
  const db = await promisifyRequest(request).catch(() => null);
  const found = new Map<string, [IDBValidKey, unknown][]>();
  if (!db) return found;
  try {
    for (const store of Array.from(db.objectStoreNames)) {
      const objectStore = db.transaction(store, 'readonly').objectStore(store);
      const [keys, values] = await Promise.all([
        promisifyRequest(objectStore.getAllKeys()),
        promisifyRequest(objectStore.getAll()),
      ]);
      found.set(
        store,
        keys.map((key, i) => [key, values[i]]),
      );
    }
  } finally {
    db.close();
  }
  return found;
}

/** Moves the v1 `main` database into v2, once; a no-op when it does not exist. */
export async function migrateLegacyDatabase(
  anonymous: ProfileData,
  cache: CacheData,
  name: string = LEGACY_DATABASE,
): Promise<LegacyMigration> {
  // Without the browser's storage there is no v1 database to read (and asking would only throw).
  if (storageFailure() !== null || !(await databaseExists(name).catch(() => false)))
    return { migrated: false };
  const legacy = await readLegacy(name);
  // Before anything is moved: the old data as it was, keyed by the version that wrote it.
  await keepMigrationBackup(legacy, Date.now());
  let records = 0;
  const rows: Parameters<ProfileData['putMany']>[0] = [];
  for (const store of PROFILE_STORES) {
    for (const [key, value] of legacy.get(store) ?? []) {
      records += 1;
      // In today's layout (a chapter's paragraphs become a row each); data written since wins.
      for (const [rowKey, row] of rowsOfV1(store, key, value))
        rows.push({ store: store as ProfileStore, key: rowKey, merge: (previous) => previous ?? row });
    }
  }
  await anonymous.putMany(rows);
  for (const store of CACHE_STORES) {
    const entries = legacy.get(store) ?? [];
    if (entries.length > 0) await setMany(entries, cache.stores[store]);
    records += entries.length;
  }
  await deleteDatabase(name);
  return { migrated: true, records };
}
