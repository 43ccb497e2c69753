/**
 * The save file's content (02 §3, §5): every store of a profile, each as an
 * object of its records by key. On import only version 1 is read (epub's
 * `readSaveFile`), and only books the app knows are restored: catalogue books
 * in the index and the private books the save itself carries.
 */
import type { SaveData } from '@typeshelf/epub';
import type { ProfileData, StoreRow } from './profile-data';
import { GENERAL_KEYS, PROFILE_STORES, type ProfileStore } from './stores';

/** The stores a save restores; the progress sync queue belongs to the server round trip and stays. */
export const SAVED_STORES: readonly ProfileStore[] = PROFILE_STORES.filter(
  (store) => store !== 'pendingProgressSync',
);

/** Stores whose records are keyed by book id, or by `{bookId}__{chapterId}`. */
const BY_BOOK: ReadonlySet<ProfileStore> = new Set([
  'booksStats',
  'chaptersStats',
  'paragraphsStats',
  'progressLayouts',
]);

/** Reads every saved store of a profile into one plain object. */
export async function collectSave(profile: ProfileData): Promise<SaveData> {
  const stores: SaveData = {};
  for (const store of SAVED_STORES) {
    const records: Record<string, unknown> = {};
    for (const [key, value] of await profile.dump(store)) records[String(key)] = value;
    stores[store] = records;
  }
  return stores;
}

const bookOf = (key: string) => key.split('__')[0] ?? key;

/**
 * The rows a save restores. Records of books that are neither in the index
 * nor among the save's private books are left out, and so are favourites of
 * such books; unknown stores are ignored.
 */
export function restoredRows(save: SaveData, indexIds: ReadonlySet<string>): StoreRow[] {
  const privateIds = new Set(Object.keys(asRecords(save.customBooksInfo)));
  const known = (bookId: string) => indexIds.has(bookId) || privateIds.has(bookId);
  const rows: StoreRow[] = [];
  for (const store of SAVED_STORES) {
    for (const [key, value] of Object.entries(asRecords(save[store]))) {
      if (BY_BOOK.has(store) && !known(bookOf(key))) continue;
      if (store === 'customBooksContent' && !privateIds.has(key)) continue;
      const kept =
        store === 'general' && key === GENERAL_KEYS.favorites && Array.isArray(value)
          ? value.filter((id) => typeof id === 'string' && known(id))
          : value;
      rows.push({ store, key, value: kept });
    }
  }
  return rows;
}

function asRecords(store: unknown): Record<string, unknown> {
  return typeof store === 'object' && store !== null && !Array.isArray(store)
    ? (store as Record<string, unknown>)
    : {};
}

/** Replaces the profile's saved stores with the save's, in one transaction. */
export async function restoreSave(profile: ProfileData, save: SaveData, indexIds: ReadonlySet<string>) {
  await profile.replaceStores(SAVED_STORES, restoredRows(save, indexIds));
}

/** Stores that hold progress: "delete progress" empties these and keeps books, favourites and settings. */
export const PROGRESS_STORES: readonly ProfileStore[] = [
  'booksStats',
  'chaptersStats',
  'paragraphsStats',
  'dailyStats',
  'missedWords',
  'pendingProgressSync',
  'progressLayouts',
];
