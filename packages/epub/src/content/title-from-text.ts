/**
 * A name for a chapter that has no heading, no table-of-contents entry and no
 * document title of its own (a spine file the navigation leaves out, a part of
 * a giant file): its first line when that reads as a heading, else its opening
 * words, so a chapter list says what each part is rather than "Chapter 7".
 * A chapter with no text keeps its number (docs/decisions.md, "Chapters from
 * structure").
 */

export interface TextTitle {
  /** A heading-like first line ('物理', 'DRAMATIS PERSONÆ.'), or ''. */
  line: string;
  /** The first paragraph's opening words, cut at a word and ended with '…' when cut, or ''. */
  opening: string;
}

export const NO_TITLE: TextTitle = { line: '', opening: '' };

/** A producer's credit that opens a Project Gutenberg text: not the chapter's name. */
const CREDIT = /^(produced|prepared|transcribed|digitized|scanned) by\b/i;

/** The longest line read as a heading, and its most words. */
const HEADING_LENGTH = 60;
const HEADING_WORDS = 10;

/** A line ending a clause or a sentence in lower case reads as prose ("…went home.", "said:"); a heading may end in a full stop after capitals. */
const PROSE_END = /([,;:，；：、]|[\p{Ll}\d)]["”’]?[.!?]|[。！？])$/u;

/** Opening words: at most this many characters, cut at a space when there is one after the first few words. */
const OPENING_LENGTH = 40;
/** Text without spaces (Chinese, Japanese) is cut at this many characters. */
const OPENING_UNSPACED = 16;

function isHeadingLike(line: string, next: string | undefined): boolean {
  if (line.length > HEADING_LENGTH || next === undefined) return false;
  if (line.split(' ').length > HEADING_WORDS) return false;
  if (!/\p{L}/u.test(line)) return false;
  // A heading introduces longer text; two short lines in a row are verse or dialogue.
  if (next.length <= line.length) return false;
  return !PROSE_END.test(line);
}

function openingWords(paragraph: string): string {
  const points = Array.from(paragraph);
  const head = points.slice(0, OPENING_LENGTH + 1).join('');
  const space = head.lastIndexOf(' ');
  // Text without spaces between its words is cut shorter: its characters are wide and each says more.
  const limit = space >= 12 ? OPENING_LENGTH : OPENING_UNSPACED;
  if (points.length <= limit) return paragraph;
  const cut = limit === OPENING_LENGTH ? head.slice(0, space) : points.slice(0, limit).join('');
  return `${cut.replace(/[\s\p{P}]+$/u, '')}…`;
}

/** The title `paragraphs` (a chapter's normalised text) give it, or NO_TITLE when it has no text. */
export function titleFromText(paragraphs: readonly string[]): TextTitle {
  let first = 0;
  while (first < paragraphs.length && (paragraphs[first] === '' || CREDIT.test(paragraphs[first]!))) first++;
  if (first === paragraphs.length) {
    const only = paragraphs.find((paragraph) => paragraph !== '');
    return only === undefined ? NO_TITLE : { line: '', opening: openingWords(only) };
  }
  const line = paragraphs[first]!;
  if (isHeadingLike(line, paragraphs[first + 1])) return { line, opening: '' };
  return { line: '', opening: openingWords(line) };
}
