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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

function termPattern(term: string): RegExp {
  const prefix = term.endsWith('*');
  const body = escapeRegExp(prefix ? term.slice(0, -1) : term);
  // Words are space-delimited (see subjectWords), so spaces are the boundaries.
  return new RegExp(prefix ? ` ${body}` : ` ${body}(?:s|es)? `, 'u');
}

type Keyword = readonly RegExp[];

/** A compiled entry: does one subject (already in `subjectWords` form) reveal it? */
export interface SubjectMatcher {
  readonly entry: TaxonomyEntry;
  matches(words: string): boolean;
}

/** Compiles an entry's keywords once, so classifying a catalogue stays cheap. */
export function compileEntry(entry: TaxonomyEntry): SubjectMatcher {
  const keywords: Keyword[] = entry.keywords.map((keyword) => keyword.split('+').map(termPattern));
  const vetoes = (entry.unless ?? []).map(termPattern);
  return {
    entry,
    matches(words) {
      if (!keywords.some((parts) => parts.every((part) => part.test(words)))) return false;
      return !vetoes.some((veto) => veto.test(words));
    },
  };
}
