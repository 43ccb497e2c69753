import { latinize } from './latinize';

/** The author a book without one is filed under. */
export const DEFAULT_AUTHOR = 'Unknown';
/** The title a book without one is given. */
export const DEFAULT_TITLE = 'No Title';

const APOSTROPHES = /['’ʼ`]/gu;
// Marks stay: Devanagari or Thai vowel signs are part of the letters they sit on.
const NOT_ALPHANUMERIC = /[^\p{L}\p{M}\p{N}]+/gu;
const EDGE_DASHES = /^-+|-+$/gu;
// Printable ASCII, which the rule below reduces to these plain-ASCII steps: the catalogue's reader makes an
// id from most books' author and title, so this runs once per book as the index arrives.
const PRINTABLE_ASCII = /^[ -~]*$/;
const ASCII_APOSTROPHES = /['`]/g;
const ASCII_NOT_ALPHANUMERIC = /[^a-z0-9]+/g;
const ASCII_EDGE_DASHES = /^-+|-+$/g;

/**
 * One half of a slug: latinised, lower-cased, apostrophes removed
 * ("Devil's" → "devils") and every other run of non-alphanumerics turned
 * into a single dash. Letters of scripts that have no Latin reading (Hebrew,
 * Arabic, CJK…) are kept, so such a book still gets a distinct id.
 */
export function slugPart(text: string): string {
  if (PRINTABLE_ASCII.test(text))
    return text
      .toLowerCase()
      .replace(ASCII_APOSTROPHES, '')
      .replace(ASCII_NOT_ALPHANUMERIC, '-')
      .replace(ASCII_EDGE_DASHES, '');
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
