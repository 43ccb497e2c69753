/** Library constants from the specification (01 §9). */

/** Books a page of the library shows on desktop. */
export const BOOKS_PER_PAGE_DESKTOP = 24;
/** Books a page of the library shows on mobile. */
export const BOOKS_PER_PAGE_MOBILE = 12;
export { CHARACTERS_PER_PAGE } from '../book/page-size';
/** Characters that make one word, for words-per-minute figures. */
export const CHARACTERS_PER_WORD = 5;
/** A book is new for this many days after it was added. */
export const NEW_BOOK_DAYS = 7;
/** Custom books a free user may keep (and have unlocked). */
export const FREE_CUSTOM_BOOKS_LIMIT = 6;
/** The short description on the book page is cut to this many words. */
export const DESCRIPTION_WORD_LIMIT = 150;
/** Books in the recommended section on desktop. */
export const RECOMMENDED_DESKTOP = 12;
/** Books in the recommended section on mobile. */
export const RECOMMENDED_MOBILE = 6;
/** Recommended books by one author, at most. */
export const RECOMMENDED_PER_AUTHOR = 2;
/** Paginations with fewer pages than this show every page number. */
export const PAGINATION_ALL_NUMBERS_BELOW = 10;
/** How long the index-fetch error notification stays, in milliseconds. */
export const INDEX_ERROR_CLOSE_DELAY = 10_000;
