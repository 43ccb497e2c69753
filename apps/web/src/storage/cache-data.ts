/**
 * The cache every profile shares: catalogue book info and text, custom fonts,
 * and the catalogue index with its update stamp.
 */
import type { BookIndexEntry, BookInfo } from '@typeshelf/core/book';
import { del, get, keys, set, setMany, type UseStore } from 'idb-keyval';
import { Connection } from './connection';
import { CACHE_DATABASE, CACHE_KEYS, CACHE_STORES, type CacheStore } from './stores';

/** The cached catalogue index: its books and the catalogue's lastUpdate stamp. */
export interface CachedIndex {
  books: BookIndexEntry[];
  lastUpdate: number;
}

export class CacheData {
  private readonly connection: Connection;
  readonly stores: Record<CacheStore, UseStore>;

  constructor(name: string = CACHE_DATABASE) {
    this.connection = new Connection(name, CACHE_STORES);
    this.stores = Object.fromEntries(
      CACHE_STORES.map((store) => [store, this.connection.store(store)]),
    ) as Record<CacheStore, UseStore>;
  }

  /** The cached index, or null when nothing is cached. */
  async index(): Promise<CachedIndex | null> {
    const [books, lastUpdate] = await Promise.all([
      get<BookIndexEntry[]>(CACHE_KEYS.booksIndex, this.stores.generalCache),
      get<number>(CACHE_KEYS.booksIndexLastUpdate, this.stores.generalCache),
    ]);
    return books ? { books, lastUpdate: lastUpdate ?? 0 } : null;
  }

  saveIndex(index: CachedIndex): Promise<void> {
    return setMany(
      [
        [CACHE_KEYS.booksIndex, index.books],
        [CACHE_KEYS.booksIndexLastUpdate, index.lastUpdate],
      ],
      this.stores.generalCache,
    );
  }

  bookInfo(bookId: string): Promise<BookInfo | undefined> {
    return get(bookId, this.stores.booksInfo);
  }

  saveBookInfo(info: BookInfo): Promise<void> {
    return set(info.id, info, this.stores.booksInfo);
  }

  /** A cached chapter's paragraphs, by `{bookId}__{chapterId}`. */
  chapter(key: string): Promise<string[] | undefined> {
    return get(key, this.stores.booksContent);
  }

  saveChapter(key: string, paragraphs: string[]): Promise<void> {
    return set(key, paragraphs, this.stores.booksContent);
  }

  /** Completing a chapter drops its cached text (02 §4). */
  dropChapter(key: string): Promise<void> {
    return del(key, this.stores.booksContent);
  }

  /** A custom font file, by file name. */
  font(fileName: string): Promise<ArrayBuffer | undefined> {
    return get(fileName, this.stores.customFonts);
  }

  /** The file names of every stored custom font. */
  async fontNames(): Promise<string[]> {
    return (await keys(this.stores.customFonts)).map(String).sort();
  }

  saveFont(fileName: string, data: ArrayBuffer): Promise<void> {
    return set(fileName, data, this.stores.customFonts);
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
