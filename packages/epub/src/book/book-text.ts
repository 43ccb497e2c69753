import { classifySubjects } from '@typeshelf/core/taxonomy';
import {
  bookSlug,
  findLanguage,
  normalizeText,
  removeWideSegmentBreaks,
  type UnknownCharacters,
} from '@typeshelf/core/text';

/**
 * The bridge from the EPUB reader to the core's text rules: typed-text
 * normalisation for the book's language, the book slug and the subject
 * taxonomy. Characters outside the language's alphabet are kept (the typing
 * engine accepts them without a keystroke), which is the core's default.
 */

/**
 * A normaliser for the paragraphs of a book in `language` (a BCP 47 code as
 * declared). A line break between two Chinese or Japanese characters is
 * removed first, as CSS Text 3 has a reader remove it; every other break
 * becomes a space.
 */
export function paragraphNormaliser(
  language: string,
  unknown: UnknownCharacters = 'keep',
): (text: string) => string {
  const options = { language: findLanguage(language), unknown };
  return (text) => normalizeText(removeWideSegmentBreaks(text), options);
}

/** The book id: author and title slugs joined by a double dash. */
export function bookId(author: string, title: string): string {
  return bookSlug(author, title);
}

/** Library subjects → the product's genres and topics. */
export function classify(subjects: readonly string[]): { genres: string[]; topics: string[] } {
  return classifySubjects(subjects);
}

export { slugPart } from '@typeshelf/core/text';
