/**
 * Typographic characters that books use and keyboards do not have, mapped to
 * the plain characters a typist actually presses. Shared by `latinize` (the
 * search form) and `normalizeText` (imported text) so both agree.
 */
export const TYPOGRAPHIC_PLAIN: ReadonlyMap<string, string> = new Map([
  // Single quotes, apostrophes and primes.
  ['\u2018', "'"],
  ['\u2019', "'"],
  ['\u201A', "'"],
  ['\u201B', "'"],
  ['\u2032', "'"],
  ['\u2035', "'"],
  ['\u02BC', "'"],
  ['\u2039', "'"],
  ['\u203A', "'"],
  // Double quotes, guillemets and double primes.
  ['\u201C', '"'],
  ['\u201D', '"'],
  ['\u201E', '"'],
  ['\u201F', '"'],
  ['\u2033', '"'],
  ['\u2036', '"'],
  ['\u00AB', '"'],
  ['\u00BB', '"'],
  // Hyphens, dashes and the minus sign.
  ['\u2010', '-'],
  ['\u2011', '-'],
  ['\u2012', '-'],
  ['\u2013', '-'],
  ['\u2014', '-'],
  ['\u2015', '-'],
  ['\u2212', '-'],
  ['\u2E3A', '-'],
  ['\u2E3B', '-'],
  // Ellipsis.
  ['\u2026', '...'],
]);

/** Every key of {@link TYPOGRAPHIC_PLAIN} as one regular-expression class. */
export const TYPOGRAPHIC_PATTERN = new RegExp(`[${[...TYPOGRAPHIC_PLAIN.keys()].join('')}]`, 'gu');

/** Replaces curly quotes, dashes and the ellipsis with their plain forms. */
export function plainTypography(text: string): string {
  return text.replace(TYPOGRAPHIC_PATTERN, (ch) => TYPOGRAPHIC_PLAIN.get(ch) ?? ch);
}
