/**
 * One genre or topic and the subject keywords that reveal it.
 *
 * Keywords are matched against a subject string that has been latinised,
 * lower-cased and reduced to words separated by single spaces
 * ("Dracula, Count (Fictitious character)--Fiction" → "dracula count
 * fictitious character fiction"):
 * - `vampire` matches the whole word, also with a plural s/es ("vampires");
 * - `terror*` matches any word starting with it ("terrorists");
 * - `science fiction` matches the phrase;
 * - `history+fiction` matches when every part occurs in the same subject.
 */
export interface TaxonomyEntry {
  /** Stable id used in the catalogue index and the `/books?genre=` parameter, e.g. "science-fiction". */
  readonly id: string;
  /** Display label, e.g. "Science Fiction". */
  readonly label: string;
  /** Keywords, any of which reveals the entry (syntax above). */
  readonly keywords: readonly string[];
  /** Words that, in the same subject, cancel a match ("Social classes -- Fiction" is not sociology). */
  readonly unless?: readonly string[];
}

/** Words that mark a subject as describing imaginative writing rather than a field of knowledge. */
export const IMAGINATIVE_WORDS: readonly string[] = [
  'fiction',
  'novel',
  'stories',
  'tales',
  'drama',
  'comedies',
  'tragedies',
  'poetry',
  'poems',
];
