import { titleWords } from './chapter-modes';

/**
 * Front and back matter recognised by what it says rather than by its title:
 * the Project Gutenberg header and licence (their `*** START OF …` and
 * `*** END OF …` markers), publishers' fundraising and colophon pages, and a
 * printed table of contents in the body. The rules read paragraph text only;
 * the assembler decides which chapters they may touch (docs/decisions.md,
 * "Matter by content").
 */

/**
 * Project Gutenberg's own markers: everything before the start marker is the
 * PG header, everything from the end marker on is the licence. Ebookmaker
 * and the older plain texts write "*** START OF THE|THIS PROJECT GUTENBERG
 * EBOOK …" (with or without spaces, EBOOK or E-BOOK).
 */
const PG_START = /^\s*\*{3}\s*START OF (THE|THIS) PROJECT GUTENBERG E-?BOOK/i;
const PG_END = /^\s*\*{3}\s*END OF (THE|THIS) PROJECT GUTENBERG E-?BOOK/i;

/** 'start' or 'end' for a Project Gutenberg marker paragraph, else null. */
export function gutenbergMarker(text: string): 'start' | 'end' | null {
  // A cheap first look: every marker is a short paragraph that begins with three asterisks.
  if (text.length > 400 || text.indexOf('***') < 0) return null;
  if (PG_START.test(text)) return 'start';
  if (PG_END.test(text)) return 'end';
  return null;
}

/** Fundraising pages: Wolne Lektury's "Wesprzyj…", tax-donation and newsletter pages, and donation appeals. */
const FUND_PATTERNS = [
  /wesprzyj wolne lektury/i,
  /przekaż 1,5 ?% podatku/i,
  /\bKRS:? ?\d{10}\b/,
  /biblioteki fundacji/i,
  /przyjaciele wolnych lektur/i,
  /wolnelektury\.pl\/(pomagam|towarzystwo|newsletter)/i,
  /zapisz się do newslettera/i,
  /\bdonate (now|today|to us)\b/i,
  /\bpatreon\.com\b/i,
];

/** Colophon text: how and by whom the file was made, and the publisher's licence notes. */
const COLOPHON_PATTERNS = [
  /nie jest objęty majątkowym prawem autorskim/i,
  /wszystkie zasoby wolnych lektur/i,
  /\b(produced|created|generated|converted) (by|with|using) (calibre|sigil|pandoc|ebookmaker)\b/i,
  /\bthis e-?book was (produced|created|prepared) by\b/i,
];

/**
 * A transcriber's or producer's note about the file rather than the book:
 * Project Gutenberg's notes on encodings, browsers and what the e-text
 * changed (The Beggar's Opera: "This text uses utf-8 (unicode) file
 * encoding…", "…details are given at the end of the e-text").
 */
const TRANSCRIBER_PATTERNS = [
  /\btranscriber[’']?s?[’']? notes?\b/i,
  /\b(this|the) e-?text\b/i,
  /\bfile encoding\b/i,
  /\b(incompatible|your) browser\b/i,
];

/**
 * A paragraph that announces itself as a transcriber's note ("Transcriber's Note: obvious typos
 * have been corrected.", "[Transcriber’s note: …]"), wherever it stands in a chapter.
 */
const TRANSCRIBER_REMARK = /^\s*[[(]?\s*transcriber[’'`]?s?[’'`]?\s+notes?\b/i;

/** True for a paragraph that opens with "Transcriber's Note": about the transcription, not part of the book. */
export function isTranscribersRemark(text: string): boolean {
  return TRANSCRIBER_REMARK.test(text);
}

/** Pages of this size or less may be a fund, colophon or transcriber's page; a longer chapter is the book's. */
const SHORT_PAGE = 2_000;

function shortPageMatches(paragraphs: readonly string[], patterns: readonly RegExp[]): boolean {
  let size = 0;
  for (const paragraph of paragraphs) {
    size += paragraph.length;
    if (size > SHORT_PAGE) return false;
  }
  if (size === 0) return false;
  return paragraphs.some((paragraph) => patterns.some((pattern) => pattern.test(paragraph)));
}

/** A short page asking for money or sign-ups (Wolne Lektury's fund pages). */
export function isFundPage(paragraphs: readonly string[]): boolean {
  return shortPageMatches(paragraphs, FUND_PATTERNS);
}

/** A short page about the file's making or its publisher's licence. */
export function isColophonPage(paragraphs: readonly string[]): boolean {
  return shortPageMatches(paragraphs, COLOPHON_PATTERNS);
}

/** A short page about the transcription: its encoding, the browser reading it, what the transcriber changed. */
export function isTranscribersNote(paragraphs: readonly string[]): boolean {
  return shortPageMatches(paragraphs, TRANSCRIBER_PATTERNS);
}

/** A page number, or a title followed by its page number ("Chapter I . . . 7"). */
const PAGE_NUMBER = /^(\d+|[ivxlc]+)$/;
const TRAILING_PAGE = / (\d+|[ivxlc]+)$/;

/**
 * A printed table of contents: at least eight lines, four in five of them one
 * of the navigation's own titles or a page number (a title followed by its page
 * number counts). A chapter of prose never reads like that; a part title page
 * has one line.
 */
export function isPrintedContents(
  paragraphs: readonly string[],
  navTitles: ReadonlySet<string>,
  longestTitle: number,
): boolean {
  if (paragraphs.length < 8 || navTitles.size < 4) return false;
  // A line longer than the longest title and a page number cannot be either: no need to read its words.
  const longest = Math.min(120, longestTitle + 12);
  // Read line by line, a chapter of prose or verse fails within its first few lines: it is given up on
  // as soon as its lines so far could not be a list, so most chapters cost three or four lines' reading.
  let other = 0;
  for (let i = 0; i < paragraphs.length; i++) {
    const paragraph = paragraphs[i]!;
    const words = paragraph.length > longest ? null : titleWords(paragraph);
    const listed =
      words !== null &&
      (navTitles.has(words) ||
        PAGE_NUMBER.test(words) ||
        words === 'contents' ||
        navTitles.has(words.replace(TRAILING_PAGE, '')));
    if (!listed && ++other > Math.min(paragraphs.length * 0.2, 2 + i * 0.2)) return false;
  }
  return true;
}
