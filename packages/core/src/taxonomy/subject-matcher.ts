import { latinize } from '../text/latinize';
import type { TaxonomyEntry } from './taxonomy-entry';

/** A subject string in the form keywords are matched against: "words separated by single spaces". */
export function subjectWords(subject: string): string {
  const words = latinize(subject)
    .toLowerCase()
    .replace(/['’]/gu, '')
    .replace(/[^a-z0-9]+/gu, ' ')
    .trim();
  return ` ${words} `;
}

/**
 * A term as the substrings that reveal it in a subject's words (see
 * subjectWords: spaces are the word boundaries): "dog" is " dog ", " dogs " or
 * " doges "; a prefix term "detective*" is " detective". Plain substring
 * tests rather than regular expressions: a process classifies one book, and
 * compiling the hundreds of patterns cost more than the rest of it.
 */
function termNeedles(term: string): readonly string[] {
  if (term.endsWith('*')) return [` ${term.slice(0, -1)}`];
  return [` ${term} `, ` ${term}s `, ` ${term}es `];
}

type Term = readonly string[];

const hasTerm = (words: string, term: Term) => term.some((needle) => words.includes(needle));

/** A compiled entry: does one subject (already in `subjectWords` form) reveal it? */
export interface SubjectMatcher {
  readonly entry: TaxonomyEntry;
  matches(words: string): boolean;
}

/** Compiles an entry's keywords once, so classifying a catalogue stays cheap. */
export function compileEntry(entry: TaxonomyEntry): SubjectMatcher {
  const keywords: Term[][] = entry.keywords.map((keyword) => keyword.split('+').map(termNeedles));
  const vetoes = (entry.unless ?? []).map(termNeedles);
  return {
    entry,
    matches(words) {
      if (!keywords.some((parts) => parts.every((part) => hasTerm(words, part)))) return false;
      return !vetoes.some((veto) => hasTerm(words, veto));
    },
  };
}
