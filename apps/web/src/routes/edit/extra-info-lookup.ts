/**
 * The book edit screen's extra-info lookup (02 §2, §7): the public
 * book-metadata service is searched by title and author (sorted by reading
 * log, one result), then its work record is read for the description,
 * covers and subjects. Only fields the form leaves empty are filled.
 */
import { classifySubjects } from '@typeshelf/core/taxonomy';
import type { BookForm } from './book-form';

const env = import.meta.env as Record<string, string | undefined>;
export const OPEN_LIBRARY_ORIGIN = env.VITE_OPEN_LIBRARY_ORIGIN ?? 'https://openlibrary.org';

const FIELDS = [
  'key',
  'title',
  'author_name',
  'first_publish_year',
  'ratings_count',
  'ratings_sortable',
  'readinglog_count',
  'want_to_read_count',
  'id_goodreads',
].join(',');

/** What the lookup found. */
export interface ExtraInfo {
  openlibraryId: string | null;
  goodreadsId: string | null;
  year: number | null;
  description: string | null;
  longDescription: string[];
  genres: string[];
  topics: string[];
  /** Raw 0..1. */
  rating: number | null;
  popularity: number | null;
}

interface SearchDoc {
  key?: string;
  first_publish_year?: number;
  ratings_sortable?: number;
  readinglog_count?: number;
  id_goodreads?: string[];
}

interface Work {
  description?: string | { value?: string };
  subjects?: string[];
}

async function getJson<T>(url: string, fetcher: typeof fetch): Promise<T | null> {
  try {
    const response = await fetcher(url);
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

/** Searches by title and author; null when nothing is found or the service fails. */
export async function lookUpExtraInfo(
  title: string,
  author: string,
  fetcher: typeof fetch = fetch,
): Promise<ExtraInfo | null> {
  const params = new URLSearchParams({
    q: `${title} ${author}`.trim(),
    title,
    fields: FIELDS,
    sort: 'readinglog',
    limit: '1',
  });
  if (author && author !== 'Unknown') params.set('author', author);
  const search = await getJson<{ docs?: SearchDoc[] }>(
    `${OPEN_LIBRARY_ORIGIN}/search.json?${params}`,
    fetcher,
  );
  const doc = search?.docs?.[0];
  if (!doc?.key) return null;
  const workId = doc.key.replace(/^\/works\//, '');
  const work = await getJson<Work>(`${OPEN_LIBRARY_ORIGIN}/works/${workId}.json`, fetcher);
  const rawDescription = typeof work?.description === 'string' ? work.description : work?.description?.value;
  const paragraphs = (rawDescription ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const { genres, topics } = classifySubjects(work?.subjects ?? []);
  return {
    openlibraryId: workId,
    goodreadsId: doc.id_goodreads?.[0] ?? null,
    year: doc.first_publish_year ?? null,
    description: paragraphs[0] ?? null,
    longDescription: paragraphs.slice(1),
    genres,
    topics,
    rating:
      typeof doc.ratings_sortable === 'number' ? Math.min(1, Math.max(0, doc.ratings_sortable / 5)) : null,
    popularity: doc.readinglog_count ?? null,
  };
}

/** The form with the found values in its empty fields; `changed` tells whether anything was filled. */
export function fillMissing(form: BookForm, info: ExtraInfo): { form: BookForm; changed: boolean } {
  const next = { ...form };
  const fill = (field: keyof BookForm, value: string | null) => {
    if (next[field].trim() === '' && value !== null && value !== '') next[field] = value;
  };
  fill('openlibraryId', info.openlibraryId);
  fill('goodreadsId', info.goodreadsId);
  fill('year', info.year === null ? null : String(info.year));
  fill('description', info.description);
  fill('longDescription', info.longDescription.join('\n'));
  fill('genres', info.genres.join(', '));
  fill('topics', info.topics.join(', '));
  fill('rating', info.rating === null ? null : String(Math.round(info.rating * 100) / 100));
  fill('popularity', info.popularity === null ? null : String(info.popularity));
  const changed = (Object.keys(next) as (keyof BookForm)[]).some((field) => next[field] !== form[field]);
  return { form: next, changed };
}
