/**
 * The book a prompt or results route names: a catalogue index entry, or a
 * private book from the current profile. Both give what these screens need.
 */
import type { ChapterInfo } from '@typeshelf/core';
import { useCatalogue } from '../state/catalogue';
import { useProfileQuery } from '../state/local-data';
import { useSession } from '../state/session';

export interface BookRecord {
  id: string;
  title: string;
  author: string;
  language: string;
  chapters: ChapterInfo[];
  free: boolean;
  custom: boolean;
}

export type BookLookup =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'found'; book: BookRecord };

/** Hebrew, Arabic, Persian, Urdu, Yiddish… are written right to left. */
export function isRtlLanguage(language: string): boolean {
  return /^(he|iw|ar|fa|ur|yi|ps|sd|ug|dv|ckb)(-|$)/i.test(language);
}

export function useBookLookup(bookId: string): BookLookup {
  const catalogue = useCatalogue();
  const custom = useProfileQuery((profile) => profile.customBookInfo(bookId), [bookId]);
  const entry = catalogue.books.find((book) => book.id === bookId);
  if (entry) {
    return {
      status: 'found',
      book: {
        id: entry.id,
        title: entry.title,
        author: entry.author,
        language: entry.language,
        chapters: entry.chapters,
        free: entry.free,
        custom: false,
      },
    };
  }
  if (custom) {
    return {
      status: 'found',
      book: {
        id: custom.id,
        title: custom.title,
        author: custom.author,
        language: custom.language,
        chapters: custom.chapters,
        free: custom.free,
        custom: true,
      },
    };
  }
  if (catalogue.status === 'loading' || custom === undefined) return { status: 'loading' };
  return { status: 'missing' };
}

/** Free custom books (01 §9). */
export const FREE_CUSTOM_BOOKS_LIMIT = 6;

/**
 * Whether the prompt must send the visitor to /pricing (01 §4): not local
 * premium and the book not free. Private books are unlocked up to the free
 * limit, in the library's order (progress, then last activity, then title).
 */
export function usePaywalled(book: BookRecord | null): boolean | undefined {
  const { accountInfo } = useSession();
  const premium = accountInfo.isPremium || accountInfo.isLocalPremium;
  const rank = useProfileQuery(
    async (profile) => {
      if (!book?.custom || premium) return 0;
      const [all, stats] = await Promise.all([profile.customBooks(), profile.allBookStats()]);
      const active = all.filter((info) => info.active);
      active.sort((a, b) => {
        const sa = stats.get(a.id);
        const sb = stats.get(b.id);
        return (
          (sb?.progress ?? 0) - (sa?.progress ?? 0) ||
          (sb?.timestamp ?? 0) - (sa?.timestamp ?? 0) ||
          a.title.localeCompare(b.title)
        );
      });
      const at = active.findIndex((info) => info.id === book.id);
      return Math.max(0, at);
    },
    [book?.id, premium],
  );
  if (!book) return undefined;
  if (premium) return false;
  if (!book.custom) return !book.free;
  return rank === undefined ? undefined : rank >= FREE_CUSTOM_BOOKS_LIMIT;
}
