import { latinize } from './latinize';

/** The author a book without one is filed under. */
export const DEFAULT_AUTHOR = 'Unknown';
/** The title a book without one is given. */
export const DEFAULT_TITLE = 'No Title';

const APOSTROPHES = /['’ʼ`]/gu;
// Marks stay: Devanagari or Thai vowel signs are part of the letters they sit on.
const NOT_ALPHANUMERIC = /[^\p{L}\p{M}\p{N}]+/gu;
const EDGE_DASHES = /^-+|-+$/gu;

/**
 * One half of a slug: latinised, lower-cased, apostrophes removed
 * ("Devil's" → "devils") and every other run of non-alphanumerics turned
 * into a single dash. Letters of scripts that have no Latin reading (Hebrew,
 * Arabic, CJK…) are kept, so such a book still gets a distinct id.
 */
export function slugPart(text: string): string {
  return latinize(text.normalize('NFC'))
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(NOT_ALPHANUMERIC, '-')
    .replace(EDGE_DASHES, '');
}

/**
 * The id of a book made from its author and title, joined by a double dash.
 * Each part contains single dashes at most, so the double dash always marks
 * where the author ends. An empty author or title (or one with no letters or
 * digits) falls back to "Unknown" / "No Title".
 *
 * @example bookSlug('Arthur Conan Doyle', 'A Study in Scarlet')
 * // 'arthur-conan-doyle--a-study-in-scarlet'
 */
export function bookSlug(author: string | null | undefined, title: string | null | undefined): string {
  const authorPart = slugPart(author ?? '') || slugPart(DEFAULT_AUTHOR);
  const titlePart = slugPart(title ?? '') || slugPart(DEFAULT_TITLE);
  return `${authorPart}--${titlePart}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;

/**
 * A version 4 UUID drawn from an injected random source (values in [0, 1)),
 * for book ids that must not reveal the author and title.
 */
export function uuidV4(random: () => number): string {
  let hex = '';
  for (let i = 0; i < 32; i++) {
    let digit = Math.floor(random() * 16) & 0xf;
    if (i === 12) digit = 4; // version
    if (i === 16) digit = (digit & 0x3) | 0x8; // variant 10xx
    hex += digit.toString(16);
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The random-UUID alternative to {@link bookSlug}: the id is whatever the
 * injected generator returns (the shell passes `() => crypto.randomUUID()`,
 * tests a seeded `uuidV4`), checked and lower-cased.
 */
export function randomBookSlug(uuid: () => string): string {
  const id = uuid().trim().toLowerCase();
  if (!UUID.test(id)) throw new RangeError(`Not a UUID: ${id}`);
  return id;
}

const SLUG_PART = String.raw`[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*`;
const BOOK_SLUG = new RegExp(`^${SLUG_PART}--${SLUG_PART}$`, 'u');

/**
 * True for an id {@link bookSlug} or {@link randomBookSlug} could have made:
 * lower-case letters, marks and digits in single-dash runs on each side of
 * one double dash, or a UUID. Imported files are held to it, so an id can
 * never contain the `__` that separates a book from its chapters in keys.
 */
export function isBookId(id: string): boolean {
  return id === id.toLowerCase() && (BOOK_SLUG.test(id) || UUID.test(id));
}
