import { GENRES, type GenreKind } from './genres';
import { compileEntry, type SubjectMatcher, subjectWords } from './subject-matcher';
import { TOPICS } from './topics';

// The keyword patterns compile on the first classification rather than at
// import: most processes that load core never classify a book.
let compiled: {
  genreMatchers: SubjectMatcher[];
  topicMatchers: SubjectMatcher[];
  genreKind: Map<string, GenreKind>;
} | null = null;
const matchers = () =>
  (compiled ??= {
    genreMatchers: GENRES.map(compileEntry),
    topicMatchers: TOPICS.map(compileEntry),
    genreKind: new Map(GENRES.map((genre) => [genre.id, genre.kind])),
  });

/** A book's place in the taxonomy, each list in the taxonomy's display order. */
export interface Classification {
  genres: string[];
  topics: string[];
}

/**
 * Derives genres and topics from a book's subject strings (Library of
 * Congress style, "Vampires -- Fiction", "Detective and mystery stories") by
 * keyword matching, then applies the drop rules:
 * - nonfiction is added when a field of knowledge was found (history,
 *   philosophy…) and no kind of fiction was;
 * - fiction is dropped when nonfiction is found;
 * - science is dropped when science-fiction is found;
 * - horror is dropped when the topic terrorism is found.
 *
 * @example classifySubjects(['Vampires--Fiction', 'Whitby (England)--Fiction'])
 * // { genres: ['fiction', 'horror'], topics: ['vampires', 'england'] }
 */
export function classifySubjects(subjects: readonly string[]): Classification {
  const { genreMatchers, topicMatchers, genreKind } = matchers();
  const words = subjects.map(subjectWords);
  const genres = new Set(
    genreMatchers
      .filter((matcher) => words.some((subject) => matcher.matches(subject)))
      .map((m) => m.entry.id),
  );
  const topics = new Set(
    topicMatchers
      .filter((matcher) => words.some((subject) => matcher.matches(subject)))
      .map((m) => m.entry.id),
  );

  const kinds = [...genres].map((id) => genreKind.get(id));
  if (kinds.includes('nonfiction') && !kinds.includes('fiction')) genres.add('nonfiction');
  if (genres.has('nonfiction')) genres.delete('fiction');
  if (genres.has('science-fiction')) genres.delete('science');
  if (topics.has('terrorism')) genres.delete('horror');

  return {
    genres: GENRES.map((genre) => genre.id).filter((id) => genres.has(id)),
    topics: TOPICS.map((topic) => topic.id).filter((id) => topics.has(id)),
  };
}

const genreLabels = new Map(GENRES.map((genre) => [genre.id, genre.label]));
const topicLabels = new Map(TOPICS.map((topic) => [topic.id, topic.label]));

/** The display label of a genre id; an id outside the taxonomy is shown title-cased. */
export function genreLabel(id: string): string {
  return genreLabels.get(id) ?? titleCaseId(id);
}

/** The display label of a topic id; an id outside the taxonomy is shown title-cased. */
export function topicLabel(id: string): string {
  return topicLabels.get(id) ?? titleCaseId(id);
}

function titleCaseId(id: string): string {
  return id
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
