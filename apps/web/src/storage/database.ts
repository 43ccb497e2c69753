/**
 * Raw IndexedDB access. idb-keyval gives one object store per database; we
 * open one database per profile holding every store, hand idb-keyval a
 * `UseStore` per object store for simple reads, and use one
 * `IDBDatabase.transaction([...stores])` where writes must land together.
 */
import { promisifyRequest, type UseStore } from 'idb-keyval';
import { browserBackend } from './backend';

/**
 * Bumped when a store is added or a layout changes. Upgrades create missing
 * stores, then let the caller rewrite old rows. 2: progress kept one row per
 * paragraph and per chapter (see `progress-rows.ts`), layouts in their own store.
 */
export const DATABASE_VERSION = 2;

/** Rewrites rows of an older version inside the upgrade's transaction. */
export type Upgrade = (tx: IDBTransaction, oldVersion: number) => void;

/**
 * How long an open may stay blocked by another tab's connection, or wait for
 * any answer at all, before it counts as failed. Tabs of this app close on
 * `versionchange` at once, so only a stuck tab or a broken browser waits this long.
 */
export const OPEN_BLOCKED_MS = 3000;
export const OPEN_SILENT_MS = 8000;

/** The name of the error an open rejects with when another tab's connection kept it blocked. */
export const BLOCKED_ERROR = 'BlockedError';

/** Opens (creating or upgrading) a database that holds the given stores; rejects when it cannot. */
export function openDatabase(
  factory: IDBFactory,
  name: string,
  stores: readonly string[],
  upgrade?: Upgrade,
): Promise<IDBDatabase> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(name, DATABASE_VERSION);
    let settled = false;
    const giveUp = (reason: string, kind: 'TimeoutError' | typeof BLOCKED_ERROR) => {
      if (settled) return;
      settled = true;
      reject(new DOMException(`Opening ${name} ${reason}.`, kind));
    };
    let timer = setTimeout(() => giveUp('got no answer', 'TimeoutError'), OPEN_SILENT_MS);
    request.onblocked = () => {
      clearTimeout(timer);
      timer = setTimeout(() => giveUp('stayed blocked by another tab', BLOCKED_ERROR), OPEN_BLOCKED_MS);
    };
    request.onupgradeneeded = (event) => {
      clearTimeout(timer);
      const db = request.result;
      for (const store of stores) if (!db.objectStoreNames.contains(store)) db.createObjectStore(store);
      const tx = request.transaction;
      if (upgrade && tx && event.oldVersion > 0) upgrade(tx, event.oldVersion);
    };
    request.onsuccess = () => {
      clearTimeout(timer);
      const db = request.result;
      // Given up on already: this late connection must not block anyone.
      if (settled) return db.close();
      settled = true;
      // Another tab (or a profile merge) deleting this database must not be blocked by us.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => {
      clearTimeout(timer);
      if (settled) return;
      settled = true;
      reject(request.error);
    };
  });
}

/** Deletes a browser database; resolves when gone (a blocked delete waits for other connections to close). */
export function deleteDatabase(name: string): Promise<void> {
  return promisifyRequest(browserBackend().factory.deleteDatabase(name)).then(() => undefined);
}

/** Whether a browser database of that name exists, without creating it. */
export async function databaseExists(name: string): Promise<boolean> {
  const factory = browserBackend().factory;
  if (typeof factory.databases === 'function') {
    const all = await factory.databases();
    return all.some((info) => info.name === name);
  }
  return false;
}

/** `commit`: `body` schedules every request at once (no reads it waits on), so the commit can be asked at once. */
export interface WriteOptions {
  commit?: boolean;
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
  options: WriteOptions = {},
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
      // Asks for the commit now rather than when the last request's answer comes back to this page:
      // the browser then commits even if the tab is killed a moment later.
      if (options.commit && failure === null) tx.commit?.();
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
