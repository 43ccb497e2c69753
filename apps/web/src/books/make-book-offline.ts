/**
 * "Make available offline" for a catalogue book: every chapter file, the
 * book's info and its covers go into the caches the service worker answers
 * from, so every chapter opens with the network gone, not only those opened
 * before. Private books need nothing: their text lives in the profile.
 */
import { cataloguePaths } from '@typeshelf/core/book';
import { OFFLINE_CACHES } from '../offline/offline-caches';
import { staticUrl } from '../page/static-url';
import { coverSrc } from './cover-src';

export interface OfflineBook {
  id: string;
  chapters: readonly { id: string }[];
  coverUrl: string | null;
  coverBigUrl: string | null;
}

/** True where the browser has Cache Storage (secure contexts). */
export const canMakeOffline = () => typeof caches !== 'undefined';

export async function makeBookOffline(book: OfflineBook): Promise<void> {
  const chapters = book.chapters.map((c) => staticUrl(cataloguePaths.chapter(book.id, c.id)));
  const covers = [book.coverUrl, book.coverBigUrl].map(coverSrc).filter((src): src is string => src !== null);
  const [chapterCache, coverCache, infoCache] = await Promise.all([
    caches.open(OFFLINE_CACHES.chapters),
    caches.open(OFFLINE_CACHES.covers),
    caches.open(OFFLINE_CACHES.bookInfo),
  ]);
  // addAll fails as a whole when any file is missing, so a book is never half offline without saying so.
  await Promise.all([
    chapterCache.addAll(chapters),
    coverCache.addAll(covers),
    infoCache.add(staticUrl(cataloguePaths.info(book.id))),
  ]);
}
