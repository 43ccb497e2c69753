import { plainTypography } from '@typeshelf/core';

/**
 * The bridge from the EPUB reader to the core's text rules: typed-text
 * normalisation for the book's language, the book slug and the subject
 * taxonomy.
 */

/** A normaliser for the paragraphs of a book in `language` (a BCP 47 code as declared). */
export function paragraphNormaliser(_language: string): (text: string) => string {
  return (text) =>
    plainTypography(text)
      .replace(/[\p{Cc}\p{Co}\u00AD\u200B\uFEFF]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/ --(?= )/g, ' -')
      .replace(/ +(?=[,.;:!?])/g, '');
}

function slugPart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The book id: author and title slugs joined by a double dash. */
export function bookId(author: string, title: string): string {
  return `${slugPart(author) || 'unknown'}--${slugPart(title) || 'no-title'}`;
}

/** Library subjects → the product's genres and topics. */
export function classify(subjects: readonly string[]): { genres: string[]; topics: string[] } {
  return { genres: [], topics: [...new Set(subjects)] };
}
