/**
 * HTML named character references that XHTML in EPUB 2 books uses through
 * the XHTML 1.1 DTD. The DTD is never read (no external entities, ever), so
 * the common names are known here instead; anything else is dropped.
 */

// Latin-1 names in code point order from U+00A0 to U+00FF (the HTML 4 table).
const LATIN1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 ' +
  'acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde ' +
  'Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc ' +
  'Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml ' +
  'aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc ' +
  'otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';

const OTHERS: Record<string, number> = {
  OElig: 0x152,
  oelig: 0x153,
  Scaron: 0x160,
  scaron: 0x161,
  Yuml: 0x178,
  fnof: 0x192,
  circ: 0x2c6,
  tilde: 0x2dc,
  ensp: 0x2002,
  emsp: 0x2003,
  thinsp: 0x2009,
  zwnj: 0x200c,
  zwj: 0x200d,
  lrm: 0x200e,
  rlm: 0x200f,
  ndash: 0x2013,
  mdash: 0x2014,
  lsquo: 0x2018,
  rsquo: 0x2019,
  sbquo: 0x201a,
  ldquo: 0x201c,
  rdquo: 0x201d,
  bdquo: 0x201e,
  dagger: 0x2020,
  Dagger: 0x2021,
  bull: 0x2022,
  hellip: 0x2026,
  permil: 0x2030,
  prime: 0x2032,
  Prime: 0x2033,
  lsaquo: 0x2039,
  rsaquo: 0x203a,
  oline: 0x203e,
  frasl: 0x2044,
  euro: 0x20ac,
  trade: 0x2122,
  larr: 0x2190,
  uarr: 0x2191,
  rarr: 0x2192,
  darr: 0x2193,
  minus: 0x2212,
  Alpha: 0x391,
  alpha: 0x3b1,
  Beta: 0x392,
  beta: 0x3b2,
  Gamma: 0x393,
  gamma: 0x3b3,
  Delta: 0x394,
  delta: 0x3b4,
  pi: 0x3c0,
  Omega: 0x3a9,
  omega: 0x3c9,
};

/** Name → replacement text for every known HTML entity. */
export const HTML_ENTITIES: Readonly<Record<string, string>> = (() => {
  const table: Record<string, string> = Object.create(null);
  LATIN1.split(' ').forEach((name, i) => {
    table[name] = String.fromCodePoint(0xa0 + i);
  });
  for (const [name, code] of Object.entries(OTHERS)) table[name] = String.fromCodePoint(code);
  return table;
})();
