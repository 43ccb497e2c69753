/**
 * One profile's own books: the private books (info and text) and the
 * favourites. Removing a private book removes its progress too, in the same
 * transaction (see `ProgressData.removeBook`).
 */
import type { BookContent, BookInfo } from '@typeshelf/core/book';
import { get, promisifyRequest } from 'idb-keyval';
import { progressOf } from '../progress/progress-data';
import { serverNow } from '../session/server-clock';
import { GENERAL_KEYS, type ProfileData, readAll, updateInTransaction } from '../storage';

/** A change to the private books that the user made on this device (what the sync sends). */
export interface BooksChange {
  readonly by: 'user';
}

export class BooksData {
  private readonly listeners = new Set<(change: BooksChange) => void>();

  constructor(private readonly data: ProfileData) {}

  /** Calls `listener` after the user added, edited or removed a private book on this device. */
  subscribe(listener: (change: BooksChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changedHere(): void {
    for (const listener of this.listeners) listener({ by: 'user' });
  }

  /** Favourite book ids. */
  async favorites(): Promise<Set<string>> {
    return new Set((await get<string[]>(GENERAL_KEYS.favorites, this.data.stores.general)) ?? []);
  }

  async setFavorite(bookId: string, favorite: boolean): Promise<void> {
    await this.data.connection.write(['general'], (tx, fail) =>
      updateInTransaction<string[]>(
        tx.objectStore('general'),
        GENERAL_KEYS.favorites,
        (previous) => {
          const ids = new Set(previous ?? []);
          if (favorite) ids.add(bookId);
          else ids.delete(bookId);
          return [...ids];
        },
        fail,
      ),
    );
    this.data.changed(['general']);
  }

  /** Private books' info (active or not). */
  async customBooks(): Promise<BookInfo[]> {
    return (await readAll<BookInfo>(this.data.stores.customBooksInfo)).map(([, value]) => value);
  }

  customBookInfo(bookId: string): Promise<BookInfo | undefined> {
    return get(bookId, this.data.stores.customBooksInfo);
  }

  /** The private books whose text this device holds. */
  async customBooksWithText(): Promise<Set<string>> {
    const keys = await this.data.stores.customBooksContent('readonly', (store) =>
      promisifyRequest(store.getAllKeys()),
    );
    return new Set(keys.map(String));
  }

  customBookContent(bookId: string): Promise<BookContent | undefined> {
    return get(bookId, this.data.stores.customBooksContent);
  }

  /**
   * Stores a private book's info and text together; `fromServer` when a sync
   * brought it (nothing to send back). What a sync brings never replaces a
   * newer change made here meanwhile, such as a removal while it downloaded.
   */
  async saveCustomBook(info: BookInfo, content: BookContent, fromServer = false): Promise<void> {
    await this.data.connection.write(['customBooksInfo', 'customBooksContent'], (tx, fail) => {
      const infos = tx.objectStore('customBooksInfo');
      const store = () => {
        infos.put(info, info.id);
        tx.objectStore('customBooksContent').put(content, info.id);
      };
      if (fromServer) unlessNewerHere(infos, info, store, fail);
      else store();
    });
    this.data.changed(['customBooksInfo', 'customBooksContent']);
    if (!fromServer) this.changedHere();
  }

  async updateCustomBookInfo(info: BookInfo, fromServer = false): Promise<void> {
    await this.data.connection.write(['customBooksInfo'], (tx, fail) => {
      const infos = tx.objectStore('customBooksInfo');
      if (fromServer) unlessNewerHere(infos, info, () => infos.put(info, info.id), fail);
      else infos.put(info, info.id);
    });
    this.data.changed(['customBooksInfo']);
    if (!fromServer) this.changedHere();
  }

  /**
   * Removes a private book, its text and its progress. Its info stays behind
   * as inactive (with the time of the removal) so a syncing account's other
   * devices learn it is gone instead of bringing it back. Always, not only
   * while a sync runs: a removal made in the moment between opening the app
   * and the account turning out to be Pro must reach the server too.
   */
  async deleteCustomBook(bookId: string, at = serverNow()): Promise<void> {
    const info = await this.customBookInfo(bookId);
    await progressOf(this.data).removeBook(
      bookId,
      info ? { ...info, active: false, updatedAt: at } : undefined,
    );
    this.changedHere();
  }

  /** A book the server holds as inactive (and newer): removed here, its info kept as the server's. */
  async deactivateCustomBook(bookId: string, at: number): Promise<void> {
    const info = await this.customBookInfo(bookId);
    if (!info) return;
    await progressOf(this.data).removeBook(bookId, { ...info, active: false, updatedAt: at });
  }
}

/** Runs `store` in the same transaction unless the stored info of the book is newer than `info`. */
function unlessNewerHere(
  infos: IDBObjectStore,
  info: BookInfo,
  store: () => void,
  fail: (error: unknown) => void,
): void {
  const request = infos.get(info.id);
  request.onsuccess = () => {
    try {
      const stored = request.result as BookInfo | undefined;
      if (!stored || stored.updatedAt <= info.updatedAt) store();
    } catch (error) {
      fail(error);
    }
  };
}

/** The private books and favourites of `data`'s profile. */
export const booksOf = (data: ProfileData): BooksData =>
  data.part('books', (profile) => new BooksData(profile));
