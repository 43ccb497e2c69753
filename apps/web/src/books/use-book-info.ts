/** A book's full info: a private book's from the profile, a catalogue book's from the cache or its info.json. */
import { type BookInfo, bookInfoOf, cataloguePaths } from '@typeshelf/core/book';
import { fetchStaticJson } from '../page/static-files';
import { localData } from '../storage/current-profile';
import { useProfileQuery } from '../storage/use-profile-query';
import { booksOf } from './books-data';

export type InfoState = { state: 'loading' } | { state: 'ok'; info: BookInfo } | { state: 'missing' };

export async function loadBookInfo(bookId: string, custom: boolean): Promise<BookInfo | null> {
  if (custom) return (await booksOf(localData.getSnapshot()).customBookInfo(bookId)) ?? null;
  const cached = await localData.cache.bookInfo(bookId).catch(() => undefined);
  if (cached) return cached;
  // The file goes through core's check of a book's info from outside; one that fails it is no info.
  const file = await fetchStaticJson<unknown>(cataloguePaths.info(bookId));
  const fetched = file === null ? null : bookInfoOf(file);
  if (fetched?.id !== bookId) return null;
  if (fetched) await localData.cache.saveBookInfo(fetched).catch(() => undefined);
  return fetched;
}

/** The info of a book, re-read after profile writes (edits of private books). */
export function useBookInfo(bookId: string, custom: boolean | null): InfoState {
  const result = useProfileQuery(
    async () => (custom === null ? undefined : await loadBookInfo(bookId, custom)),
    [bookId, custom],
  );
  if (result === undefined) return { state: 'loading' };
  return result ? { state: 'ok', info: result } : { state: 'missing' };
}
