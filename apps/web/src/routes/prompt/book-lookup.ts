/**
 * The book a prompt or results route names: a catalogue index entry, or a
 * private book from the current profile. Both give what these screens need.
 */
import type { ChapterInfo } from '@typeshelf/core/book';
import { isCustomBookPaywalled, isPaywalled } from '@typeshelf/core/library';
import { useEffect, useMemo, useRef } from 'react';
import { coverSrc } from '../../books/cover-src';
import { useCatalogue } from '../../books/use-catalogue';
import { usePrivateBookInfo, usePrivateBookPlace } from '../../books/use-private-book';
import { progressOf } from '../../progress/progress-data';
import { useSession } from '../../session/use-session';
import { useProfile } from '../../storage/use-profile';

export interface BookRecord {
  id: string;
  title: string;
  author: string;
  language: string;
  chapters: ChapterInfo[];
  free: boolean;
  custom: boolean;
  /** The cover's address for an <img> (the larger one when there is one), or null. */
  coverUrl: string | null;
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
  const lookup = useFoundBook(bookId);
  const profile = useProfile();
  const chapters = lookup.status === 'found' ? lookup.book.chapters : null;
  // A book whose progress came from the first storage layout has no layout yet: it gets one on open.
  useEffect(() => {
    if (chapters)
      progressOf(profile)
        .adoptLayout(bookId, chapters)
        .catch(() => undefined);
  }, [profile, bookId, chapters]);
  return lookup;
}

/** A catalogue entry or a private book's info as the record these screens read. */
function found(
  book: Pick<BookRecord, 'id' | 'title' | 'author' | 'language' | 'chapters' | 'free'>,
  custom: boolean,
  cover: string | null,
): BookLookup {
  const { id, title, author, language, chapters, free } = book;
  return {
    status: 'found',
    book: { id, title, author, language, chapters, free, custom, coverUrl: coverSrc(cover) },
  };
}

function useFoundBook(bookId: string): BookLookup {
  const catalogue = useCatalogue();
  // null once read and absent, so a book that exists nowhere ends as missing instead of loading.
  const custom = usePrivateBookInfo(bookId);
  // Whole entries only: a book whose shard's list has arrived without its chapters is not among them.
  const entry = useMemo(() => catalogue.books.find((book) => book.id === bookId), [catalogue.books, bookId]);
  // One record while its source stays the same object, so a save elsewhere in the profile (which
  // reads the private book again) renders no screen for a catalogue book.
  return useMemo((): BookLookup => {
    if (entry) return found(entry, false, entry.coverBigUrl ?? entry.coverUrl);
    if (custom) return found(custom, true, custom.cover);
    if (catalogue.status === 'loading' || custom === undefined) return { status: 'loading' };
    return { status: 'missing' };
  }, [entry, custom, catalogue.status]);
}

/**
 * Whether the prompt must send the visitor to /pricing (01 §4), by core's
 * paywall rules, as the library shows it: not local premium and the book not
 * free; private books are unlocked up to the free limit, in the library's
 * order of the private books it lists.
 */
export function usePaywalled(book: BookRecord | null): boolean | undefined {
  // The plan as known: null while a kept session's plan is neither kept nor fetched yet, and then
  // the paywall waits rather than send a Pro user to /pricing.
  const { plan } = useSession();
  const account = { isLocalPremium: plan?.isLocalPremium ?? false };
  const position = usePrivateBookPlace(book?.id ?? null, book?.custom === true && !account.isLocalPremium);
  const decided = useRef<{ bookId: string; paywalled: boolean } | null>(null);
  if (!book) return undefined;
  const paywalled = book.custom
    ? position === undefined
      ? undefined
      : isCustomBookPaywalled(position, account)
    : isPaywalled(book, account);
  // A chapter open to every plan opens at once; only a paywall waits for the plan to be known.
  const now = plan === null && paywalled === true ? undefined : paywalled;
  // Once decided for this book, the answer stands while it is worked out again: a private book's
  // place is read again for each step of the catalogue's load (which may end while the typist
  // types), and an unknown answer in between would take the prompt down and lose the keys typed
  // until it is back.
  if (now !== undefined) decided.current = { bookId: book.id, paywalled: now };
  else if (decided.current?.bookId === book.id) return decided.current.paywalled;
  return now;
}
