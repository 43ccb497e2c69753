/**
 * The reads of a private book a prompt or results screen makes: its info,
 * and its place among the private books the library lists (the free plan
 * unlocks the first few). Each is read again after every write to the
 * profile and is undefined while it loads.
 */
import type { BookInfo } from '@typeshelf/core/book';
import { visibleCustomBooks } from '@typeshelf/core/library';
import { progressOf } from '../progress/progress-data';
import { useProfileQuery } from '../storage/use-profile';
import { booksOf } from './books-data';
import { useCatalogue } from './use-catalogue';

/** A private book's info; null once read and absent, so a book that exists nowhere ends as missing. */
export function usePrivateBookInfo(bookId: string): BookInfo | null | undefined {
  return useProfileQuery(
    (profile) =>
      booksOf(profile)
        .customBookInfo(bookId)
        .then((info) => info ?? null),
    [bookId],
  );
}

/**
 * Where a private book stands among those the library lists, in its order
 * (0 first); 0 when `counted` is false (not a private book, or a plan with
 * no limit). A private book the library does not list is not counted.
 */
export function usePrivateBookPlace(bookId: string | null, counted: boolean): number | undefined {
  const catalogue = useCatalogue();
  return useProfileQuery(
    async (profile) => {
      if (!counted || bookId === null) return 0;
      const [all, stats] = await Promise.all([
        booksOf(profile).customBooks(),
        progressOf(profile).allBookStats(),
      ]);
      const listed = all.map((info) => ({
        id: info.id,
        active: info.active,
        titleAlpha: info.titleAlpha,
        progress: stats.get(info.id)?.progress ?? 0,
        timestamp: stats.get(info.id)?.timestamp ?? 0,
      }));
      const catalogueIds = new Set(catalogue.listed.map((entry) => entry.id));
      return Math.max(
        0,
        visibleCustomBooks(listed, catalogueIds).findIndex((entry) => entry.id === bookId),
      );
    },
    [bookId, counted, catalogue],
  );
}
