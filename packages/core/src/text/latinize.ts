import { TYPOGRAPHIC_PLAIN } from './typographic';

/*
 * Letters that Unicode decomposition does not reduce to ASCII (ł, ß, æ, ø…),
 * plus Cyrillic and Greek transliteration so that a Russian or Greek title
 * still has a readable search form and slug. Lower-case pairs only: the
 * upper-case forms are derived below.
 */
const LOWER_PAIRS = [
  // Latin-1 and Latin Extended-A.
  'æ ae',
  'ð d',
  'ø o',
  'þ th',
  'ß ss',
  'đ d',
  'ħ h',
  'ı i',
  'ĸ k',
  'ŀ l',
  'ł l',
  'ŉ n',
  'ŋ n',
  'œ oe',
  'ŧ t',
  'ſ s',
  // Latin Extended-B.
  'ƀ b',
  'ƃ b',
  'ƅ b',
  'ɓ b',
  'ƈ c',
  'ȼ c',
  'ɖ d',
  'ɗ d',
  'ƌ d',
  'ƍ d',
  'ȡ d',
  'ȸ db',
  'ǝ e',
  'ə e',
  'ɛ e',
  'ɇ e',
  'ƒ f',
  'ɠ g',
  'ɣ g',
  'ǥ g',
  'ƕ hv',
  'ɩ i',
  'ɨ i',
  'ȷ j',
  'ɉ j',
  'ƙ k',
  'ƚ l',
  'ƛ l',
  'ȴ l',
  'ɯ m',
  'ɲ n',
  'ƞ n',
  'ȵ n',
  'ɔ o',
  'ɵ o',
  'ƣ oi',
  'ȣ ou',
  'ƥ p',
  'ȹ qp',
  'ɋ q',
  'ʀ r',
  'ɍ r',
  'ƨ s',
  'ʃ s',
  'ƪ s',
  'ȿ s',
  'ƫ t',
  'ƭ t',
  'ʈ t',
  'ȶ t',
  'ⱦ t',
  'ʊ u',
  'ʉ u',
  'ʋ v',
  'ʌ v',
  'ƴ y',
  'ȝ y',
  'ɏ y',
  'ƶ z',
  'ʒ z',
  'ƹ z',
  'ƺ z',
  'ȥ z',
  'ɀ z',
  'ƻ 2',
  'ƽ 5',
  'ƾ ts',
  'ƿ w',
  "ɂ '",
  'ⱥ a',
  'ẚ a',
  'ẜ s',
  'ẝ s',
  'ẟ d',
  'ỻ ll',
  'ỽ v',
  'ỿ y',
  // Cyrillic (Russian, Ukrainian, Belarusian, Bulgarian, Serbian, Macedonian).
  'а a',
  'б b',
  'в v',
  'г g',
  'ґ g',
  'д d',
  'ђ dj',
  'ѓ gj',
  'е e',
  'ё e',
  'є ye',
  'ж zh',
  'з z',
  'ѕ dz',
  'и i',
  'і i',
  'ї yi',
  'й y',
  'ј j',
  'к k',
  'ќ kj',
  'л l',
  'љ lj',
  'м m',
  'н n',
  'њ nj',
  'о o',
  'п p',
  'р r',
  'с s',
  'т t',
  'ћ c',
  'у u',
  'ў u',
  'ф f',
  'х kh',
  'ц ts',
  'ч ch',
  'џ dz',
  'ш sh',
  'щ shch',
  'ъ ',
  'ы y',
  'ь ',
  'э e',
  'ю yu',
  'я ya',
  // Greek.
  'α a',
  'β v',
  'γ g',
  'δ d',
  'ε e',
  'ζ z',
  'η i',
  'θ th',
  'ι i',
  'κ k',
  'λ l',
  'μ m',
  'ν n',
  'ξ x',
  'ο o',
  'π p',
  'ρ r',
  'σ s',
  'ς s',
  'τ t',
  'υ y',
  'φ f',
  'χ ch',
  'ψ ps',
  'ω o',
];

/** Upper-case letters whose lower-case form is not their only mapping. */
const UPPER_PAIRS = ['ẞ SS', 'Ỻ LL', "Ɂ '", 'ǀ |', 'ǁ ||', 'ǂ =', 'ǃ !', 'Ƣ OI', 'Ȣ OU'];

function capitalise(ascii: string): string {
  return ascii.length === 0 ? ascii : ascii[0]!.toUpperCase() + ascii.slice(1);
}

function buildTable(): ReadonlyMap<string, string> {
  const table = new Map<string, string>(TYPOGRAPHIC_PLAIN);
  for (const pair of LOWER_PAIRS) {
    const [from, to = ''] = pair.split(' ') as [string, string?];
    table.set(from, to);
    const upper = from.toUpperCase();
    if (upper !== from && [...upper].length === 1 && !table.has(upper)) table.set(upper, capitalise(to));
  }
  // Upper-case letters whose lower-case form differs from the usual pairing
  // (Ɩ→ɩ, Ɨ→ɨ, Ɔ→ɔ…) come through the lower-case lookup in `latinizeChar`.
  for (const pair of UPPER_PAIRS) {
    const [from, to = ''] = pair.split(' ') as [string, string?];
    table.set(from, to);
  }
  return table;
}

// Built on the first lookup, so a process that never latinizes (the CLI's
// help, a screen without search) does not pay for it at import.
let table: ReadonlyMap<string, string> | null = null;
// The generic combining diacritics (acute, caron, ogonek…), as opposed to
// the vowel signs and points of Devanagari, Thai, Hebrew or Arabic, which are
// part of those scripts' spelling and must survive.
const DIACRITICS = /[\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]/gu;
const NON_ASCII = /[\u0080-\u{10FFFF}]/u;
const NON_ASCII_CHARS = /[\u0080-\u{10FFFF}]/gu;

function lookup(ch: string): string | undefined {
  table ??= buildTable();
  const direct = table.get(ch);
  if (direct !== undefined) return direct;
  const lower = ch.toLowerCase();
  if (lower === ch || [...lower].length !== 1) return undefined;
  const viaLower = table.get(lower);
  return viaLower === undefined ? undefined : viaLower.toUpperCase();
}

/*
 * A memo of the characters met so far. Books use a few hundred distinct
 * characters, so it stays small, and it turns the decomposition work into
 * one map read per character.
 */
const memo = new Map<string, string>();

function latinizeChar(ch: string): string {
  const known = memo.get(ch);
  if (known !== undefined) return known;
  let result = lookup(ch);
  if (result === undefined) {
    // Compatibility decomposition turns "é" into "e" + accent, "ﬁ" into "fi",
    // full-width "Ａ" into "A"; the accents are then dropped. A character
    // that does not come out as ASCII that way (Hangul, kana with voicing
    // marks, Devanagari) stays exactly as it was.
    let parts = '';
    for (const part of ch.normalize('NFKD').replace(DIACRITICS, '')) parts += lookup(part) ?? part;
    result = NON_ASCII.test(parts) ? ch : parts;
  }
  memo.set(ch, result);
  return result;
}

/**
 * The plain-ASCII reading of `text`: diacritics dropped (é→e, ą→a), letters
 * without a decomposition spelled out (ł→l, ß→ss, æ→ae, ø→o, þ→th), Cyrillic
 * and Greek transliterated (Толстой→Tolstoy), and curly quotes, dashes and
 * the ellipsis made plain. Case is kept. Characters of other scripts (Hebrew,
 * Arabic, CJK…) pass through unchanged.
 *
 * Used as the "normalised form" that search matches against, and by slugs.
 *
 * @example latinize('Łódź, Straße, Æsop') // 'Lodz, Strasse, Aesop'
 */
export function latinize(text: string): string {
  return NON_ASCII.test(text) ? text.replace(NON_ASCII_CHARS, latinizeChar) : text;
}
