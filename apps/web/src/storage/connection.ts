/**
 * One named database, opened on first use rather than at start-up, so a
 * browser that refuses IndexedDB never stops a screen from rendering. When
 * opening fails (refused, missing, or blocked by another tab for longer than
 * a moment) or a write meets a full quota, the storage failure is reported and
 * the connection carries on in an in-memory database holding a copy of what
 * it had: nothing typed in this page is lost, it is only not kept after it.
 */
import type { UseStore } from 'idb-keyval';
import { browserBackend, isMemoryDatabase, markMemoryDatabase, memoryBackend } from './backend';
import { BLOCKED_ERROR, openDatabase, type Upgrade, type WriteOptions, writeTransaction } from './database';
import { isQuotaError, reportStorageFailure, storageFailure } from './storage-health';

interface Opened {
  memory: boolean;
  db: Promise<IDBDatabase>;
  /** The database once `db` has resolved, so a write can start in the caller's own task. */
  ready?: IDBDatabase;
}

export class Connection {
  private opened: Opened | null = null;

  constructor(
    readonly name: string,
    readonly stores: readonly string[],
    private readonly upgrade?: Upgrade,
  ) {}

  /** The open database, opening (or moving to memory) when needed. */
  db(): Promise<IDBDatabase> {
    const memory = storageFailure() !== null;
    if (this.opened?.memory === memory) return this.opened.db;
    const from = this.opened?.db ?? null;
    const db = memory ? this.openInMemory(from) : this.openInBrowser();
    const opened: Opened = { memory, db };
    this.opened = opened;
    db.then(
      (ready) => {
        opened.ready = ready;
      },
      () => undefined,
    );
    return db;
  }

  /** The open database when it is already open (and still the one to use), else null. */
  private ready(): IDBDatabase | null {
    const memory = storageFailure() !== null;
    return this.opened?.memory === memory ? (this.opened.ready ?? null) : null;
  }

  private async openInBrowser(): Promise<IDBDatabase> {
    try {
      return await openDatabase(browserBackend().factory, this.name, this.stores, this.upgrade);
    } catch (error) {
      // Blocked by another tab is a different story for the visitor than a browser that refuses storage.
      const blocked = error instanceof DOMException && error.name === BLOCKED_ERROR;
      reportStorageFailure(blocked ? 'blocked' : 'unavailable', error);
      return this.openInMemory(null);
    }
  }

  /** Opens the in-memory database, copying what `from` held when that was the browser's. */
  private async openInMemory(from: Promise<IDBDatabase> | null): Promise<IDBDatabase> {
    const source = from ? await from.catch(() => null) : null;
    if (source && isMemoryDatabase(source)) return source;
    const backend = await memoryBackend();
    const db = await openDatabase(backend.factory, this.name, this.stores);
    markMemoryDatabase(db);
    if (source) {
      await copyStores(source, db, this.stores).catch((error: unknown) =>
        console.error('Could not copy stored data into memory', error),
      );
      source.close();
    }
    return db;
  }

  /** An idb-keyval store over one object store; a write refused for quota is made again in memory. */
  store(storeName: string): UseStore {
    return async (mode, callback) => {
      const db = await this.db();
      try {
        return await callback(db.transaction(storeName, mode).objectStore(storeName));
      } catch (error) {
        if (mode !== 'readwrite' || !isQuotaError(error) || isMemoryDatabase(db)) throw error;
        reportStorageFailure('quota', error);
        const next = await this.db();
        return callback(next.transaction(storeName, mode).objectStore(storeName));
      }
    };
  }

  /**
   * `writeTransaction` over this database; a transaction refused for quota is
   * made again in memory. With the database open, the transaction starts
   * before this returns, so a save's write is on its way before anything
   * else the caller's task goes on to do (such as rendering).
   */
  write<T>(
    stores: readonly string[],
    body: (tx: IDBTransaction, fail: (error: unknown) => void) => T,
    options?: WriteOptions,
  ): Promise<T> {
    const ready = this.ready();
    if (ready) return this.writeOn(ready, stores, body, options);
    return this.db().then((db) => this.writeOn(db, stores, body, options));
  }

  private async writeOn<T>(
    db: IDBDatabase,
    stores: readonly string[],
    body: (tx: IDBTransaction, fail: (error: unknown) => void) => T,
    options?: WriteOptions,
  ): Promise<T> {
    try {
      return await writeTransaction(db, stores, body, options);
    } catch (error) {
      if (!isQuotaError(error) || isMemoryDatabase(db)) throw error;
      reportStorageFailure('quota', error);
      return writeTransaction(await this.db(), stores, body, options);
    }
  }

  async close(): Promise<void> {
    const opened = this.opened;
    this.opened = null;
    if (opened) (await opened.db.catch(() => null))?.close();
  }
}

/** Copies every row of `stores` from one database into another, one transaction each side. */
async function copyStores(from: IDBDatabase, to: IDBDatabase, stores: readonly string[]): Promise<void> {
  const read = from.transaction(stores, 'readonly');
  const contents = await Promise.all(
    stores.map(
      (store) =>
        new Promise<[IDBValidKey[], unknown[]]>((resolve, reject) => {
          const keys = read.objectStore(store).getAllKeys();
          const values = read.objectStore(store).getAll();
          values.onsuccess = () => resolve([keys.result, values.result]);
          values.onerror = () => reject(values.error);
        }),
    ),
  );
  await writeTransaction(to, stores, (tx) => {
    stores.forEach((store, i) => {
      const [keys, values] = contents[i] as [IDBValidKey[], unknown[]];
      const target = tx.objectStore(store);
      for (const [j, key] of keys.entries()) target.put(values[j], key);
    });
  });
}
