import { latinize } from '../text/latinize';

/**
 * The text forms search compares. Every field and every query is looked at
 * in two forms:
 *
 * - **plain**: lower-cased, runs of white space collapsed to one space, trimmed;
 * - **folded** (the spec's "normalised form"): the plain form latinised
 *   ("Dostoevskiĭ" → "dostoevskii", "Łódź" → "lodz") and lower-cased again.
 *
 * Words, used for typo tolerance, are the runs of letters and digits of the
 * folded form: "O'Brien, Flann" → ["o", "brien", "flann"].
 */

const SPACES = /\s+/gu;
const NON_WORD = /[^\p{L}\p{N}]+/u;

/** Lower-cased, white space collapsed and trimmed. */
export function plainForm(text: string): string {
  return text.toLowerCase().replace(SPACES, ' ').trim();
}

/** The plain form, latinised and lower-cased again. */
export function foldedForm(text: string): string {
  const plain = plainForm(text);
  const folded = latinize(plain);
  return folded === plain ? plain : plainForm(folded);
}

/** The words (letter and digit runs) of a folded form. */
export function searchWords(folded: string): string[] {
  return folded.split(NON_WORD).filter((word) => word.length > 0);
}

/**
 * How many typos a query word of this length may carry: none below 4
 * characters (every three-letter word is within three edits of every other),
 * 1 for 4–5, 2 for 6–7 and 3 from 8 characters on.
 */
export function typoAllowance(wordLength: number): number {
  if (wordLength < 4) return 0;
  if (wordLength < 6) return 1;
  if (wordLength < 8) return 2;
  return 3;
}

/** A genre or topic slug as people type it: "science-fiction" → "science fiction". */
export function slugLabel(slug: string): string {
  return slug.replace(/-/gu, ' ');
}
