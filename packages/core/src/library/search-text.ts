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

/** White space as `\s` matches it. */
export function isSpace(code: number): boolean {
  if (code === 32 || (code >= 9 && code <= 13)) return true;
  if (code < 160) return false;
  return (
    code === 160 ||
    code === 5760 ||
    (code >= 8192 && code <= 8202) ||
    code === 8232 ||
    code === 8233 ||
    code === 8239 ||
    code === 8287 ||
    code === 12288 ||
    code === 65279
  );
}

// Replacing every single space with a regular expression costs far more than
// this scan, and most text has nothing to collapse.
function needsCollapse(text: string): boolean {
  let previousSpace = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 32 && code < 160) {
      previousSpace = false;
      continue;
    }
    const space = isSpace(code);
    if (space && (previousSpace || code !== 32)) return true;
    previousSpace = space;
  }
  return false;
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}
const NON_WORD = /[^\p{L}\p{N}]+/u;

/** Lower-cased, white space collapsed and trimmed. */
export function plainForm(text: string): string {
  const lower = text.toLowerCase();
  return (needsCollapse(lower) ? lower.replace(SPACES, ' ') : lower).trim();
}

/** The plain form, latinised and lower-cased again. */
export function foldedForm(text: string): string {
  return foldPlain(plainForm(text));
}

/** The folded form of a text already in plain form. */
export function foldPlain(plain: string): string {
  if (isAscii(plain)) return plain; // latinize leaves ASCII as it is
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
