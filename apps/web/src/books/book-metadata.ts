/**
 * The book-info lookup's provider (02 §7): one interface, answered by an
 * Open Library–shaped service — Open Library's public API (no key) in
 * production, the local backend's stand-in in development and tests, chosen
 * by the build's TYPESHELF_METADATA (`.env.example`). Core maps the answers
 * (`bookFromLookup`); this file only fetches, and tells a service that could
 * not be reached apart from one that found nothing.
 */
import {
  type BookSuggestion,
  bookFromLookup,
  coverPath,
  type ExternalBookInfo,
  firstWorkId,
  ratingFromLookup,
  ratingPath,
  searchPath,
  suggestionsFromSearch,
  workPath,
} from '@typeshelf/core/book';
import { loadBackendConfig } from '../session/backend-service';

/** A lookup's outcome: found, nothing found, or the service could not be asked. */
export type LookupOutcome<T> = { kind: 'found'; value: T } | { kind: 'none' } | { kind: 'failed' };

export interface BookMetadataProvider {
  /** The best match's info (with its covers), by title and author. */
  lookUp(title: string, author: string): Promise<LookupOutcome<ExternalBookInfo>>;
  /** Up to two matches, as title-and-author suggestions. */
  suggest(title: string, author: string): Promise<LookupOutcome<BookSuggestion[]>>;
  /** A cover's image address from its id (`ExternalBookInfo.covers`). */
  coverUrl(coverId: string): Promise<string>;
  /** The external rating lookup (development only, 02 §6): rating and popularity by Goodreads id. */
  rating(goodreadsId: string): Promise<LookupOutcome<{ rating: number | null; popularity: number | null }>>;
}

export interface ServiceOrigins {
  /** Search and work records. */
  api: string;
  /** Cover images. */
  covers: string;
}

export const OPEN_LIBRARY: ServiceOrigins = {
  api: 'https://openlibrary.org',
  covers: 'https://covers.openlibrary.org',
};

class ServiceUnreachable extends Error {}

/** JSON from the service; null for "no such record" (404); throws when it cannot be asked or answers nonsense. */
async function getJson(url: string, fetcher: typeof fetch): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(url, { headers: { accept: 'application/json' } });
  } catch {
    throw new ServiceUnreachable();
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new ServiceUnreachable();
  try {
    return await response.json();
  } catch {
    throw new ServiceUnreachable();
  }
}

const trimOrigin = (origin: string) => origin.replace(/\/+$/, '');

/** A provider for a service of Open Library's shape at the given origins (resolved when first asked). */
export function openLibraryProvider(
  origins: () => Promise<ServiceOrigins>,
  fetcher: typeof fetch = (...args) => fetch(...args),
): BookMetadataProvider {
  const ask = async <T>(run: (api: string) => Promise<T | null>): Promise<LookupOutcome<T>> => {
    try {
      const { api } = await origins();
      const value = await run(trimOrigin(api));
      return value === null ? { kind: 'none' } : { kind: 'found', value };
    } catch {
      return { kind: 'failed' };
    }
  };
  return {
    lookUp: (title, author) =>
      ask(async (api) => {
        const search = await getJson(`${api}${searchPath(title, author, 1)}`, fetcher);
        const workId = firstWorkId(search);
        if (workId === null) return null;
        // The search alone still says something when the work record cannot be read.
        const work = await getJson(`${api}${workPath(workId)}`, fetcher).catch(() => null);
        return bookFromLookup(search, work);
      }),
    suggest: (title, author) =>
      ask(async (api) => {
        const found = suggestionsFromSearch(await getJson(`${api}${searchPath(title, author, 2)}`, fetcher));
        return found.length > 0 ? found : null;
      }),
    rating: (goodreadsId) =>
      ask(async (api) => ratingFromLookup(await getJson(`${api}${ratingPath(goodreadsId)}`, fetcher))),
    coverUrl: async (coverId) => `${trimOrigin((await origins()).covers)}${coverPath(coverId)}`,
  };
}

const SETTING = (import.meta.env.TYPESHELF_METADATA ?? '').trim();

/** The service this build uses: Open Library, the local stand-in (its path on the local backend), or another. */
export async function configuredOrigins(): Promise<ServiceOrigins> {
  if (SETTING === '') return OPEN_LIBRARY;
  if (SETTING === 'local') {
    const { url } = await loadBackendConfig();
    const base = `${trimOrigin(url)}/metadata/v1`;
    return { api: base, covers: base };
  }
  return { api: SETTING, covers: SETTING };
}

let provider: BookMetadataProvider | null = null;

/** The build's provider. */
export function bookMetadata(): BookMetadataProvider {
  provider ??= openLibraryProvider(configuredOrigins);
  return provider;
}
