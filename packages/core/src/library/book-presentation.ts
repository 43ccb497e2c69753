import type { BookListItem, ChapterInfo } from '../book/book-types';
import { isComplete } from '../book/completion';
import {
  CHARACTERS_PER_PAGE,
  CHARACTERS_PER_WORD,
  DESCRIPTION_WORD_LIMIT,
  NEW_BOOK_DAYS,
} from './library-constants';

/**
 * How a book is shown on its card and page (01 §2, §9): pages, estimated
 * time, the new flag, FREE/PREMIUM badges, the main action, the series line
 * and the short description.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Pages of a book or chapter: typed characters ÷ 2000, rounded up (a started page counts). */
export function bookPages(length: number): number {
  return length <= 0 ? 0 : Math.ceil(length / CHARACTERS_PER_PAGE);
}

/**
 * The speed the estimated time assumes when the reader's own speed is not
 * known: 40 words (200 characters) a minute, an average touch typist.
 */
export const ESTIMATE_WPM = 40;

/**
 * Estimated minutes to type `length` characters at `wpm` words a minute (a
 * word is 5 characters), rounded up to whole minutes. Pass the reader's recent
 * speed when known; otherwise {@link ESTIMATE_WPM} is assumed.
 */
export function estimatedMinutes(length: number, wpm: number = ESTIMATE_WPM): number {
  if (length <= 0) return 0;
  const speed = Number.isFinite(wpm) && wpm > 0 ? wpm : ESTIMATE_WPM;
  return Math.ceil(length / (speed * CHARACTERS_PER_WORD));
}

/** A duration in minutes as the book page shows it: "45m", "3h", "12h 5m". */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** True while the book was added less than 7 days before `now` (both ms since the epoch). */
export function isBookNew(createdAt: number, now: number): boolean {
  return createdAt > 0 && now - createdAt < NEW_BOOK_DAYS * DAY_MS;
}

/** The badge a book card shows. */
export type BookBadge = 'FREE' | 'PREMIUM';

/**
 * FREE or PREMIUM for users without local premium (who see the paywall);
 * null for local-premium users and for the user's own custom books.
 */
export function bookBadge(
  book: Pick<BookListItem, 'free' | 'custom'>,
  isLocalPremium: boolean,
): BookBadge | null {
  if (isLocalPremium || book.custom) return null;
  return book.free ? 'FREE' : 'PREMIUM';
}

/** The book page's main button. */
export type MainAction =
  | { type: 'upgrade'; label: 'UPGRADE'; href: '/pricing' }
  | { type: 'empty'; label: 'EMPTY' }
  | { type: 'start'; label: 'START' }
  | { type: 'continue'; label: 'CONTINUE'; percent: number }
  | { type: 'try-again'; label: 'TRY AGAIN'; doneBadge: true };

/** True when a chapter has something to type: mode type and a non-zero length. */
export function isTypableChapter(chapter: Pick<ChapterInfo, 'mode' | 'length'>): boolean {
  return chapter.mode === 'type' && chapter.length > 0;
}

/**
 * The main action: UPGRADE (to /pricing) when paywalled, EMPTY when no
 * chapter is typable, then by progress START (0), CONTINUE (between 0 and 1,
 * with the percent done, floored and kept within 1–99 so it never reads 0% or
 * 100%) or TRY AGAIN with the Done badge (1).
 */
export function mainAction(book: Pick<BookListItem, 'paywalled' | 'progress' | 'length'>): MainAction {
  if (book.paywalled) return { type: 'upgrade', label: 'UPGRADE', href: '/pricing' };
  // The typed length sums the typable chapters: the list knows it before the chapters arrive.
  if (book.length <= 0) return { type: 'empty', label: 'EMPTY' };
  if (book.progress <= 0) return { type: 'start', label: 'START' };
  if (isComplete(book.progress)) return { type: 'try-again', label: 'TRY AGAIN', doneBadge: true };
  const percent = Math.min(99, Math.max(1, Math.floor(book.progress * 100)));
  return { type: 'continue', label: 'CONTINUE', percent };
}

/**
 * The series line: the series name and the book's ordinal in it,
 * "Sherlock Holmes #3"; just the name when the part is unknown (0); null
 * outside a series.
 */
export function seriesLine(book: Pick<BookListItem, 'series' | 'part'>): string | null {
  if (book.series === null || book.series.trim() === '') return null;
  return book.part > 0 ? `${book.series} #${book.part}` : book.series;
}

/** A description cut for the book page. */
export interface TruncatedText {
  /** The first 150 words, with "…" appended when cut; the whole text otherwise. */
  text: string;
  /** True when words were cut (the page then shows the more/less toggle). */
  truncated: boolean;
}

/** Cuts a description to its first `limit` (150) words; white space inside the kept part is preserved. */
export function truncateWords(text: string, limit: number = DESCRIPTION_WORD_LIMIT): TruncatedText {
  const trimmed = text.trim();
  const words = /\S+/gu;
  let count = 0;
  let end = 0;
  for (let match = words.exec(trimmed); match !== null; match = words.exec(trimmed)) {
    count++;
    if (count > limit) return { text: `${trimmed.slice(0, end)}…`, truncated: true };
    end = match.index + match[0].length;
  }
  return { text: trimmed, truncated: false };
}
