/**
 * Which IndexedDB the data layer talks to: the browser's, or (once storage
 * failed) an in-memory one from fake-indexeddb, so every screen keeps working
 * for the rest of the page's life with nothing kept after it closes. The
 * in-memory one is loaded only when needed.
 */

/** An IndexedDB implementation: its factory and its key range class. */
export interface Backend {
  readonly factory: IDBFactory;
  readonly keyRange: typeof IDBKeyRange;
}

let memory: Promise<Backend> | null = null;
let memoryKeyRange: typeof IDBKeyRange | null = null;
/** Databases opened in memory, so key ranges for their stores come from the same implementation. */
const memoryDatabases = new WeakSet<IDBDatabase>();

/** The browser's IndexedDB; throws when the browser refuses access (some private modes, policies). */
export function browserBackend(): Backend {
  const factory = globalThis.indexedDB;
  if (!factory) throw new Error('IndexedDB is not available in this browser.');
  return { factory, keyRange: globalThis.IDBKeyRange };
}

/** The in-memory IndexedDB (one per page). */
export function memoryBackend(): Promise<Backend> {
  memory ??= import('fake-indexeddb').then(({ IDBFactory: Factory, IDBKeyRange: KeyRange }) => {
    memoryKeyRange = KeyRange as typeof IDBKeyRange;
    return { factory: new Factory() as IDBFactory, keyRange: memoryKeyRange };
  });
  return memory;
}

export function markMemoryDatabase(db: IDBDatabase): void {
  memoryDatabases.add(db);
}

export function isMemoryDatabase(db: IDBDatabase): boolean {
  return memoryDatabases.has(db);
}

/** The key range class that fits a store's database (a range from another implementation is refused). */
export function keyRangeFor(store: IDBObjectStore): typeof IDBKeyRange {
  if (memoryKeyRange && memoryDatabases.has(store.transaction.db)) return memoryKeyRange;
  return globalThis.IDBKeyRange;
}

/** The key range of every row of a book, or of a chapter, in stores keyed by `{book}__…`. */
export const prefixRange = (store: IDBObjectStore, prefix: string) =>
  keyRangeFor(store).bound(`${prefix}__`, `${prefix}__\uffff`);
