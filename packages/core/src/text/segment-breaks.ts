/**
 * CSS Text 3's segment break transformation (§4.1.2), the part that decides
 * whether a line break in the source is seen as a space: a break between two
 * characters whose East Asian Width is F, W or H (not Hangul) is removed, since
 * Chinese and Japanese are written without spaces between words; every other
 * break still becomes a space when the text is normalised. Spaces and tabs
 * around the break go with it, and consecutive breaks count as one.
 * "亦惟病時\n覺" reads "亦惟病時覺"; "end of\nline" still reads "end of line".
 */

/**
 * East Asian Width F, W and H, less Hangul: CJK radicals and symbols, kana,
 * Bopomofo, CJK compatibility, ideographs (with extension A and the
 * supplementary planes), Yi, compatibility ideographs and forms, fullwidth
 * and halfwidth forms. Hangul syllables and jamo (U+1100–11FF, U+3130–318F,
 * U+AC00–D7A3, U+FFA0–FFDC) are left out: Korean separates its words with
 * spaces, so a break between two Hangul syllables is a space.
 */
const WIDE =
  '\\u2E80-\\u312F\\u3190-\\u33FF\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uA000-\\uA4CF\\uF900-\\uFAFF\\uFE10-\\uFE19\\uFE30-\\uFE6F\\uFF01-\\uFF9F\\uFFE0-\\uFFE6\\u{1F200}-\\u{1F2FF}\\u{20000}-\\u{3FFFD}';

const WIDE_BREAK = new RegExp(`([${WIDE}])[\\t \\r]*\\n[\\t \\r\\n]*(?=[${WIDE}])`, 'gu');

/** Removes the line breaks CSS removes between East Asian wide characters; other text is returned as it is. */
export function removeWideSegmentBreaks(text: string): string {
  // Most paragraphs of most books have no break at all: one native search decides.
  if (text.indexOf('\n') < 0) return text;
  return text.replace(WIDE_BREAK, '$1');
}
