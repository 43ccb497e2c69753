/**
 * Raw IndexedDB access. idb-keyval gives one object store per database; we
 * open one database per profile holding every store, hand idb-keyval a
 * `UseStore` per object store for simple reads, and use one
 * `IDBDatabase.transaction([...stores])` where writes must land together.
 */
import { promisifyRequest, type UseStore } from 'idb-keyval';

/**
 * Bumped when a store is added or a layout changes. Upgrades create missing
 * stores, then let the caller rewrite old rows. 2: progress kept one row per
 * paragraph and per chapter (see `progress-rows.ts`), layouts in their own store.
 */
export const DATABASE_VERSION = 2;

/** Rewrites rows of an older version inside the upgrade's transaction. */
export type Upgrade = (tx: IDBTransaction, oldVersion: number) => void;

/** Opens (creating or upgrading) a database that holds the given stores. */
export function openDatabase(
  name: string,
  stores: readonly string[],
  upgrade?: Upgrade,
): Promise<IDBDatabase> {
  const request = indexedDB.open(name, DATABASE_VERSION);
  request.onupgradeneeded = (event) => {
    const db = request.result;
    for (const store of stores) if (!db.objectStoreNames.contains(store)) db.createObjectStore(store);
    const tx = request.transaction;
    if (upgrade && tx && event.oldVersion > 0) upgrade(tx, event.oldVersion);
  };
  return promisifyRequest(request).then((db) => {
    // Another tab (or a profile merge) deleting this database must not be blocked by us.
    db.onversionchange = () => db.close();
    return db;
  });
}

/** An idb-keyval store bound to one object store of an opened database. */
export function keyvalStore(db: Promise<IDBDatabase>, storeName: string): UseStore {
  return (mode, callback) =>
    db.then((opened) => callback(opened.transaction(storeName, mode).objectStore(storeName)));
}

/** Deletes a database; resolves when gone (a blocked delete waits for other connections to close). */
export function deleteDatabase(name: string): Promise<void> {
  return promisifyRequest(indexedDB.deleteDatabase(name)).then(() => undefined);
}

/** Whether a database of that name exists, without creating it. */
export async function databaseExists(name: string): Promise<boolean> {
  if (typeof indexedDB.databases === 'function') {
    const all = await indexedDB.databases();
    return all.some((info) => info.name === name);
  }
  return false;
}

/**
 * Runs `body` in one read-write transaction over `stores`. `body` must only
 * schedule requests with callbacks (no awaits), so every browser keeps the
 * transaction open; it resolves once everything is committed and rejects
 * (with nothing written) if any step fails.
 */
export function writeTransaction<T>(
  db: IDBDatabase,
  stores: readonly string[],
  body: (tx: IDBTransaction, fail: (error: unknown) => void) => T,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(stores, 'readwrite');
    let failure: unknown = null;
    const fail = (error: unknown) => {
      failure = error;
      tx.abort();
    };
    let result: T;
    tx.oncomplete = () => resolve(result);
    tx.onabort = () => reject(failure ?? tx.error ?? new Error('The transaction was aborted.'));
    tx.onerror = () => {
      if (failure === null) failure = tx.error;
    };
    try {
      result = body(tx, fail);
    } catch (error) {
      fail(error);
    }
  });
}

/**
 * Reads `key`, computes the next value and writes it (or deletes it when the
 * next value is undefined), all inside the caller's transaction.
 */
export function updateInTransaction<T>(
  store: IDBObjectStore,
  key: IDBValidKey,
  next: (previous: T | undefined) => T | undefined,
  fail: (error: unknown) => void,
): void {
  const request = store.get(key);
  request.onsuccess = () => {
    try {
      const value = next(request.result as T | undefined);
      if (value === undefined) store.delete(key);
      else store.put(value, key);
    } catch (error) {
      fail(error);
    }
  };
}

/** Every key-value pair of a store, read in one request pair. */
export function readAll<T>(store: UseStore): Promise<[IDBValidKey, T][]> {
  return store('readonly', (objectStore) =>
    Promise.all([promisifyRequest(objectStore.getAllKeys()), promisifyRequest(objectStore.getAll())]).then(
      ([keys, values]) => keys.map((key, i) => [key, values[i] as T] as [IDBValidKey, T]),
    ),
  );
}
