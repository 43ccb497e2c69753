/**
 * The external book-info lookup (02 §3 "External book info", §7) as pure
 * mapping: the addresses asked of an Open Library–shaped metadata service
 * and what its answers mean in our fields. Fetching is the caller's; every
 * answer is read as unknown JSON, so a service that changes shape gives
 * "nothing found", never a crash.
 */
import { classifySubjects } from '../taxonomy/classify-subjects';

/** At most this many extra covers are offered (02 §9). */
export const MAX_EXTRA_COVERS = 8;

/** What a lookup found, in our fields (02 §3). */
export interface ExternalBookInfo {
  openlibraryId: string | null;
  goodreadsId: string | null;
  title: string | null;
  author: string | null;
  year: number | null;
  description: string | null;
  longDescription: string[];
  genres: string[];
  topics: string[];
  /** The service's cover ids, most representative first, at most MAX_EXTRA_COVERS. */
  covers: string[];
  /** Raw 0..1. */
  rating: number | null;
  popularity: number | null;
  series: string | null;
  /** Position in the series; 0 when unknown. */
  part: number;
}

/** One search result offered as a suggestion for the title and author. */
export interface BookSuggestion {
  openlibraryId: string;
  title: string;
  author: string | null;
  year: number | null;
}

/** The fields the search asks for (02 §7). */
export const SEARCH_FIELDS = [
  'key',
  'title',
  'author_name',
  'first_publish_year',
  'ratings_count',
  'ratings_sortable',
  'readinglog_count',
  'want_to_read_count',
  'id_goodreads',
] as const;

/** The search address (path and query, after the service's origin), sorted by reading log. */
export function searchPath(title: string, author: string, limit: 1 | 2): string {
  const named = author.trim() !== '' && author !== 'Unknown' ? author.trim() : null;
  const params: [string, string][] = [
    ['q', `${title.trim()} ${named ?? ''}`.trim()],
    ['title', title.trim()],
    ...(named === null ? [] : [['author', named] as [string, string]]),
    ['fields', SEARCH_FIELDS.join(',')],
    ['sort', 'readinglog'],
    ['limit', String(limit)],
  ];
  // Core has no URLSearchParams (no DOM or Node): the query is written by hand.
  return `/search.json?${params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}

/** The work record's address. */
export const workPath = (workId: string) => `/works/${encodeURIComponent(workId)}.json`;

/** A cover image's address on the covers service, by cover id ("M" is the 180 px size). */
export const coverPath = (coverId: string, size: 'S' | 'M' | 'L' = 'M') =>
  `/b/id/${encodeURIComponent(coverId)}-${size}.jpg`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(str).filter((item): item is string => item !== null) : [];

/** The documents of a search answer (an object with a `docs` list), or none. */
function searchDocs(search: unknown): Record<string, unknown>[] {
  if (!isRecord(search) || !Array.isArray(search.docs)) return [];
  return search.docs.filter(isRecord);
}

const workIdOf = (key: unknown) => {
  const id = str(key)?.replace(/^\/works\//, '') ?? null;
  return id !== null && /^OL\d+W$/i.test(id) ? id.toUpperCase() : null;
};

/** The work id of the first search result, or null when the search found nothing. */
export function firstWorkId(search: unknown): string | null {
  const [doc] = searchDocs(search);
  return doc ? workIdOf(doc.key) : null;
}

/** The search results as title-and-author suggestions (02 §2 book edit). */
export function suggestionsFromSearch(search: unknown): BookSuggestion[] {
  return searchDocs(search).flatMap((doc) => {
    const openlibraryId = workIdOf(doc.key);
    const title = str(doc.title);
    if (openlibraryId === null || title === null) return [];
    return [
      {
        openlibraryId,
        title,
        author: strings(doc.author_name)[0] ?? null,
        year: num(doc.first_publish_year),
      },
    ];
  });
}

/**
 * A series name and part from a work's series entry, as the service writes
 * them: "Discworld (3)", "Harry Potter #1", "Oz, book 2" or just a name.
 */
export function parseSeries(entry: string): { series: string; part: number } | null {
  const text = entry.trim();
  if (text === '') return null;
  const match =
    /^(.*?)[\s,;]*(?:\(\s*(?:(?:book|vol\.?|volume|part|no\.?)\s*)?#?(\d+)\s*\)|#\s*(\d+)|,?\s*(?:book|vol\.?|volume|part|no\.?)\s*(\d+))\s*$/i.exec(
      text,
    );
  if (!match || match[1]!.trim() === '') return { series: text, part: 0 };
  const part = Number(match[2] ?? match[3] ?? match[4]);
  return { series: match[1]!.trim(), part: part >= 1 ? part : 0 };
}

/** A work's description: a string or `{ value }`, split into paragraphs by line. */
function descriptionParagraphs(description: unknown): string[] {
  const raw =
    typeof description === 'string' ? description : isRecord(description) ? description.value : null;
  return typeof raw === 'string'
    ? raw
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : [];
}

/**
 * What a search answer and the first result's work record say about a book;
 * null when the search found nothing. The work record may be null (it could
 * not be read): the search's fields are still used.
 */
export function bookFromLookup(search: unknown, work: unknown): ExternalBookInfo | null {
  const [doc] = searchDocs(search);
  const openlibraryId = doc ? workIdOf(doc.key) : null;
  if (!doc || openlibraryId === null) return null;
  const record = isRecord(work) ? work : {};
  const paragraphs = descriptionParagraphs(record.description);
  const { genres, topics } = classifySubjects(strings(record.subjects));
  const covers = Array.isArray(record.covers)
    ? record.covers
        .filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0)
        .map(String)
    : [];
  const series = strings(record.series)
    .map(parseSeries)
    .find((entry) => entry !== null);
  const ratingOutOfFive = num(doc.ratings_sortable);
  const popularity = num(doc.readinglog_count);
  return {
    openlibraryId,
    goodreadsId: strings(doc.id_goodreads).find((id) => /^\d+$/.test(id)) ?? null,
    title: str(doc.title),
    author: strings(doc.author_name)[0] ?? null,
    year: num(doc.first_publish_year),
    description: paragraphs[0] ?? null,
    longDescription: paragraphs.slice(1),
    genres,
    topics,
    covers: [...new Set(covers)].slice(0, MAX_EXTRA_COVERS),
    rating: ratingOutOfFive === null ? null : Math.min(1, Math.max(0, ratingOutOfFive / 5)),
    popularity: popularity === null ? null : Math.max(0, Math.trunc(popularity)),
    series: series?.series ?? null,
    part: series?.part ?? 0,
  };
}

/** The development rating lookup's address (02 §7 dev endpoints), by Goodreads id. */
export const ratingPath = (goodreadsId: string) => `/goodreads/${encodeURIComponent(goodreadsId)}`;

/** The rating (raw 0..1) and popularity the development rating lookup gives; null when it gives neither. */
export function ratingFromLookup(
  answer: unknown,
): { rating: number | null; popularity: number | null } | null {
  if (!isRecord(answer)) return null;
  const raw = num(answer.rating);
  const popularity = num(answer.popularity);
  // The endpoint answers 0..1; a service answering out of 5 is scaled.
  const rating = raw === null ? null : Math.min(1, Math.max(0, raw > 1 ? raw / 5 : raw));
  if (rating === null && popularity === null) return null;
  return { rating, popularity: popularity === null ? null : Math.max(0, Math.trunc(popularity)) };
}
