import type { ChapterMode } from '@typeshelf/core/book';

/**
 * A chapter's mode from its title (02 §5, EPUB rules) and from the book's own
 * structural semantics (`epub:type`, landmarks, EPUB 2 guide types). The
 * stronger of the two wins: hide over skip over type.
 */

/** Front/back matter that may be skipped (English only, as the specification says). */
const SKIP_TITLES = [
  'epigraph',
  'preface',
  'references',
  'foreword',
  'appendix',
  'introduction',
  'afterword',
];

/** Matter that is not listed, in English and Polish. */
const HIDE_TITLES = [
  'dedication',
  'contents',
  'table of contents',
  'copyright',
  'about the author',
  'about the authors',
  'title page',
  'titlepage',
  'half title',
  'halftitle',
  'license',
  'licence',
  'bibliography',
  'acknowledgements',
  'acknowledgments',
  'colophon',
  'imprint',
  'uncopyright',
  'endnotes',
  'footnotes',
  'notes',
  'index',
  'list of illustrations',
  'illustrations',
  'cover',
  'also by',
  'transcribers note',
  'transcribers notes',
  'transcriber note',
  'transcriber notes',
  // Polish equivalents
  'dedykacja',
  'spis treści',
  'treść',
  'prawa autorskie',
  'o autorze',
  'strona tytułowa',
  'licencja',
  'bibliografia',
  'podziękowania',
  'kolofon',
  'strona redakcyjna',
  'przypisy',
  'przypisy redakcyjne',
  'indeks',
  'okładka',
  'spis ilustracji',
  'wesprzyj wolne lektury',
];

/** Words that name a chapter only when they are the whole title ("Notes", not "Notes from Underground"). */
const EXACT_ONLY = new Set(['notes', 'index', 'contents', 'cover', 'illustrations', 'treść', 'imprint']);

const HIDE_TYPES = new Set([
  'cover',
  'titlepage',
  'halftitlepage',
  'title-page',
  'imprint',
  'colophon',
  'copyright-page',
  'copyright',
  'toc',
  'loi',
  'lot',
  'lof',
  'endnotes',
  'footnotes',
  'rearnotes',
  'index',
  'dedication',
  'acknowledgments',
  'acknowledgements',
  'bibliography',
  'contributors',
  'other-credits',
  'errata',
  'seriespage',
  'landmarks',
  'page-list',
  'doc-endnotes',
  'doc-toc',
  'doc-colophon',
  'doc-dedication',
  'doc-acknowledgments',
  'doc-bibliography',
  'doc-index',
  'doc-cover',
]);

const SKIP_TYPES = new Set([
  'dramatis-personae',
  'epigraph',
  'preface',
  'foreword',
  'appendix',
  'introduction',
  'afterword',
  'doc-epigraph',
  'doc-preface',
  'doc-foreword',
  'doc-appendix',
  'doc-introduction',
  'doc-afterword',
]);

/**
 * A title as words: lower case, quotes and punctuation gone, numbering before
 * the name dropped ("1. Preface", "IV: Appendix" name what "Preface" and
 * "Appendix" name), so '"Cover"' and 'THE FULL PROJECT GUTENBERG LICENSE'
 * read as 'cover' and 'the full project gutenberg license'.
 */
export function titleWords(title: string): string {
  return title
    .toLowerCase()
    .replace(/[’'‘]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^(\d+|[ivxlc]+) (?=\p{L})/u, '');
}

/**
 * The phrase of `phrases` the title names: a phrase matches as whole words
 * anywhere in the title ("Author’s Preface", "The Full Project Gutenberg
 * License"), except the words in EXACT_ONLY, which must be the whole title.
 */
function matchedPhrase(words: string, phrases: readonly Phrase[]): string | null {
  const padded = ` ${words} `;
  for (const { phrase, spaced, exact } of phrases) {
    if (words === phrase) return phrase;
    if (!exact && padded.includes(spaced)) return phrase;
  }
  return null;
}

/** A phrase with its spaced form made once: titles are matched against every phrase. */
interface Phrase {
  phrase: string;
  spaced: string;
  exact: boolean;
}

const phrases = (list: readonly string[]): Phrase[] =>
  list.map((phrase) => ({ phrase, spaced: ` ${phrase} `, exact: EXACT_ONLY.has(phrase) }));
const HIDE_PHRASES = phrases(HIDE_TITLES);
const SKIP_PHRASES = phrases(SKIP_TITLES);

/** English names for the reasons a title gives, so a catalogue reads the same whatever the book's language. */
const REASON_NAMES: Record<string, string> = {
  license: 'licence',
  licencja: 'licence',
  'table of contents': 'contents',
  'spis treści': 'contents',
  treść: 'contents',
  titlepage: 'title page',
  'strona tytułowa': 'title page',
  halftitle: 'half title',
  acknowledgments: 'acknowledgements',
  podziękowania: 'acknowledgements',
  'about the authors': 'about the author',
  'o autorze': 'about the author',
  dedykacja: 'dedication',
  'prawa autorskie': 'copyright',
  bibliografia: 'bibliography',
  kolofon: 'colophon',
  'strona redakcyjna': 'colophon',
  przypisy: 'notes',
  'przypisy redakcyjne': 'notes',
  indeks: 'index',
  okładka: 'cover',
  'spis ilustracji': 'list of illustrations',
  'wesprzyj wolne lektury': 'fund page',
  'transcribers note': "transcriber's note",
  'transcribers notes': "transcriber's note",
  'transcriber note': "transcriber's note",
  'transcriber notes': "transcriber's note",
};

/** The mode a title alone implies, and the phrase that decided it (null for type). */
export function titleRule(title: string): { mode: ChapterMode; reason: string | null } {
  const words = titleWords(title);
  const hidden = matchedPhrase(words, HIDE_PHRASES);
  if (hidden !== null) return { mode: 'hide', reason: REASON_NAMES[hidden] ?? hidden };
  const skipped = matchedPhrase(words, SKIP_PHRASES);
  if (skipped !== null) return { mode: 'skip', reason: skipped };
  return { mode: 'type', reason: null };
}

/** The mode a title alone implies. */
export function modeFromTitle(title: string): ChapterMode {
  return titleRule(title).mode;
}

/** The mode structural semantics imply (`epub:type`, roles, landmark or guide types), and the type that decided it. */
export function semanticsRule(types: readonly string[]): { mode: ChapterMode; reason: string | null } {
  let skipped: string | null = null;
  for (const type of types) {
    const clean = type.toLowerCase().replace(/^(epub|z3998):/, '');
    if (HIDE_TYPES.has(clean)) return { mode: 'hide', reason: clean.replace(/^doc-/, '') };
    if (skipped === null && SKIP_TYPES.has(clean)) skipped = clean.replace(/^doc-/, '');
  }
  return skipped === null ? { mode: 'type', reason: null } : { mode: 'skip', reason: skipped };
}

/** The mode structural semantics imply. */
export function modeFromSemantics(types: readonly string[]): ChapterMode {
  return semanticsRule(types).mode;
}

const RANK: Record<ChapterMode, number> = { type: 0, skip: 1, hide: 2 };

/** The stronger of several modes: hide over skip over type. */
export function strongestMode(...modes: ChapterMode[]): ChapterMode {
  return modes.reduce((a, b) => (RANK[b] > RANK[a] ? b : a), 'type');
}

/** True for semantics that mark a notes section (its text is typable only as its own chapter). */
export function isNotesSection(types: readonly string[]): boolean {
  return types.some((type) => /(^|:)(doc-)?(end|foot|rear)notes$/.test(type));
}
