/**
 * The direction a single character runs in, inside a paragraph of a given
 * direction: enough of the Unicode bidirectional algorithm to put the caret on
 * the right side of a character in mixed text (a Latin name or a number in a
 * Hebrew or Arabic paragraph, a Hebrew word in an English one).
 *
 * Worked example, Hebrew paragraph "שלום Alice 42!" (rtl):
 *   ש ל ו ם → rtl (strong right-to-left letters)
 *   A l i c e → ltr (strong left-to-right letters)
 *   the space between "Alice" and "42" → rtl (its neighbours disagree: digits
 *   count as right-to-left next to neutrals in an rtl paragraph), so the paragraph's
 *   4 2 → ltr (numbers always read left to right)
 */

export type InlineDirection = 'ltr' | 'rtl';

// Scripts written right to left, as the Unicode bidi classes R and AL.
const RIGHT_TO_LEFT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER = /[\p{L}\p{M}]/u;
const DIGIT = /\p{Nd}/u;

type Strength = InlineDirection | 'digit' | 'neutral';

function strength(char: string): Strength {
  if (RIGHT_TO_LEFT.test(char)) return 'rtl';
  if (DIGIT.test(char)) return 'digit';
  if (LETTER.test(char)) return 'ltr';
  return 'neutral';
}

/** The nearest strong direction from `index` stepping by `step`, or the paragraph's at its edge. */
function nearestStrong(chars: readonly string[], index: number, step: 1 | -1, paragraph: InlineDirection) {
  for (let i = index + step; i >= 0 && i < chars.length; i += step) {
    const s = strength(chars[i]!);
    // Numbers act as right-to-left for the neutrals beside them in an rtl paragraph (rule N1).
    if (s === 'digit') return paragraph === 'rtl' ? 'rtl' : 'ltr';
    if (s !== 'neutral') return s;
  }
  return paragraph;
}

/** The direction of the character at `index` (past the end: the paragraph's). */
export function inlineDirection(
  chars: readonly string[],
  index: number,
  paragraph: InlineDirection,
): InlineDirection {
  const char = chars[index];
  if (char === undefined) return paragraph;
  const s = strength(char);
  if (s === 'digit') return 'ltr';
  if (s !== 'neutral') return s;
  const before = nearestStrong(chars, index, -1, paragraph);
  const after = nearestStrong(chars, index, 1, paragraph);
  return before === after ? before : paragraph;
}
