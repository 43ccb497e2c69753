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

function cleanTitle(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[’']/g, '')
      .trim()
      // "1. Preface", "IV: Appendix": numbering before the name does not change what it names.
      .replace(/^(\d+|[ivxlc]+)[.:)]\s+/, '')
      .replace(/[\s.:;!?()[\]-]+$/u, '')
      .trim()
  );
}

function matches(title: string, phrases: readonly string[]): boolean {
  for (const phrase of phrases) {
    if (title === phrase) return true;
    if (EXACT_ONLY.has(phrase)) continue;
    if (title.startsWith(phrase)) {
      const next = title.charAt(phrase.length);
      if (next === ' ' || next === ':' || next === ',' || next === '.' || next === ';') return true;
    }
  }
  return false;
}

/** The mode a title alone implies. */
export function modeFromTitle(title: string): ChapterMode {
  const clean = cleanTitle(title);
  if (matches(clean, HIDE_TITLES)) return 'hide';
  if (matches(clean, SKIP_TITLES)) return 'skip';
  return 'type';
}

/** The mode structural semantics imply (`epub:type`, roles, landmark or guide types). */
export function modeFromSemantics(types: readonly string[]): ChapterMode {
  let mode: ChapterMode = 'type';
  for (const type of types) {
    const clean = type.toLowerCase().replace(/^(epub|z3998):/, '');
    if (HIDE_TYPES.has(clean)) return 'hide';
    if (SKIP_TYPES.has(clean)) mode = 'skip';
  }
  return mode;
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
