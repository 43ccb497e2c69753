/**
 * Characters a typist may type in place of the book's character, because
 * their keyboard layout lacks it. Keyed by the expected character; the value
 * lists the typed characters accepted for it. Documented in docs/metrics.md.
 *
 * Text normalisation already maps curly quotes, dashes and ellipses to plain
 * ones, so the shared entries only catch what slips through (older imports,
 * custom books edited by hand).
 */

/** Expected character → accepted typed characters. */
export type AlternativesMap = Readonly<Record<string, string>>;

/** Accepted in every language. */
const SHARED: AlternativesMap = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u00AB': '"',
  '\u00BB': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  // Every Unicode space separator: no-break, en/em, figure, thin, hair, narrow no-break…
  ...Object.fromEntries(
    [0x00a0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a]
      .concat([0x202f, 0x205f, 0x3000])
      .map((code) => [String.fromCharCode(code), ' ']),
  ),
};

/** Accented Latin letters that English, Dutch and other layouts without dead keys lack. */
const LATIN_LOANWORDS: AlternativesMap = {
  à: 'a',
  á: 'a',
  â: 'a',
  ä: 'a',
  ã: 'a',
  å: 'a',
  æ: 'a',
  ç: 'c',
  è: 'e',
  é: 'e',
  ê: 'e',
  ë: 'e',
  ì: 'i',
  í: 'i',
  î: 'i',
  ï: 'i',
  ñ: 'n',
  ò: 'o',
  ó: 'o',
  ô: 'o',
  ö: 'o',
  õ: 'o',
  ø: 'o',
  œ: 'o',
  ù: 'u',
  ú: 'u',
  û: 'u',
  ü: 'u',
  ý: 'y',
  ÿ: 'y',
  À: 'A',
  Á: 'A',
  Â: 'A',
  Ä: 'A',
  Å: 'A',
  Æ: 'A',
  Ç: 'C',
  È: 'E',
  É: 'E',
  Ê: 'E',
  Ë: 'E',
  Í: 'I',
  Î: 'I',
  Ï: 'I',
  Ñ: 'N',
  Ó: 'O',
  Ô: 'O',
  Ö: 'O',
  Ø: 'O',
  Œ: 'O',
  Ú: 'U',
  Û: 'U',
  Ü: 'U',
};

/** Per language (BCP 47 primary subtag): letters its usual layouts lack. */
const BY_LANGUAGE: Readonly<Record<string, AlternativesMap>> = {
  en: LATIN_LOANWORDS,
  nl: LATIN_LOANWORDS,
  // AZERTY has no key for the ligatures nor for accented capitals.
  fr: {
    œ: 'o',
    Œ: 'O',
    æ: 'a',
    Æ: 'A',
    É: 'E',
    È: 'E',
    Ê: 'E',
    À: 'A',
    Ç: 'C',
    Ù: 'U',
    Î: 'I',
    Ô: 'O',
    ÿ: 'y',
  },
  // QWERTZ lacks the capital sharp s and French accents.
  de: { ẞ: 'ß', é: 'e', è: 'e', à: 'a', ç: 'c', ê: 'e', ô: 'o' },
  // Inverted marks are missing on non-Spanish layouts.
  es: { '¡': '!', '¿': '?' },
  // Polish Programmer layout lacks foreign accents that appear in loanwords.
  pl: { é: 'e', è: 'e', à: 'a', ü: 'u', ö: 'o', ä: 'a' },
};

/**
 * The accepted alternatives for a book language ("en-GB" uses "en"): the
 * shared typographic ones plus the language's own.
 */
export function acceptedAlternatives(language: string): AlternativesMap {
  const primary = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return { ...SHARED, ...(BY_LANGUAGE[primary] ?? {}) };
}

/** True when `typed` is accepted for `expected`. */
export function isAcceptedAlternative(map: AlternativesMap, expected: string, typed: string): boolean {
  const accepted = Object.hasOwn(map, expected) ? map[expected] : undefined;
  return accepted?.includes(typed) === true;
}
