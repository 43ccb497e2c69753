import type { BookInfo, ExternalBookInfo } from '@typeshelf/core/book';
import { describe, expect, it, vi } from 'vitest';
import { openLibraryProvider } from '../../books/book-metadata';
import { formFromInfo } from './book-form';
import { applySuggestion, fillMissing } from './extra-info-lookup';

const json = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, json: async () => body }) as Response;

const origins = async () => ({ api: 'https://books.test', covers: 'https://covers.test' });

const found: ExternalBookInfo = {
  openlibraryId: 'OL45883W',
  goodreadsId: '13023',
  title: "Alice's Adventures in Wonderland",
  author: 'Lewis Carroll',
  year: 1865,
  description: 'A girl falls.',
  longDescription: ['Down a hole.'],
  genres: ['fantasy'],
  topics: [],
  covers: ['1', '2'],
  rating: 0.8,
  popularity: 9000,
  series: 'Alice',
  part: 1,
};

const book = {
  id: 'b',
  title: 'No Title',
  titleAlpha: 'no title',
  author: 'Unknown',
  language: 'en',
  description: 'Kept.',
  longDescription: [],
  year: null,
  genres: [],
  topics: [],
  rights: null,
  publisher: null,
  series: null,
  part: 0,
  source: null,
  chapters: [],
  openlibraryId: null,
  goodreadsId: null,
  rating: null,
  popularity: null,
  cover: null,
  free: false,
  active: true,
  custom: true,
  createdAt: 0,
  updatedAt: 0,
  hasComments: false,
  warnings: [],
} satisfies BookInfo;

describe('the Open Library provider', () => {
  it('finds the first result and its work record', async () => {
    const fetcher = vi.fn(async (url: string | URL | Request) =>
      String(url).includes('/search.json')
        ? json({ docs: [{ key: '/works/OL45883W', title: 'Alice' }] })
        : json({ covers: [5, 6] }),
    );
    const outcome = await openLibraryProvider(origins, fetcher as typeof fetch).lookUp('Alice', 'Carroll');
    expect(String(fetcher.mock.calls[0]![0])).toMatch(/^https:\/\/books\.test\/search\.json\?/);
    expect(String(fetcher.mock.calls[1]![0])).toBe('https://books.test/works/OL45883W.json');
    expect(outcome).toMatchObject({ kind: 'found', value: { title: 'Alice', covers: ['5', '6'] } });
  });

  it('tells nothing found apart from a service that cannot be reached or fails', async () => {
    const none = openLibraryProvider(origins, (async () => json({ docs: [] })) as typeof fetch);
    expect(await none.lookUp('x', '')).toEqual({ kind: 'none' });
    expect(await none.suggest('x', '')).toEqual({ kind: 'none' });
    const offline = openLibraryProvider(origins, (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch);
    expect(await offline.lookUp('x', '')).toEqual({ kind: 'failed' });
    const broken = openLibraryProvider(origins, (async () => json({}, 503)) as typeof fetch);
    expect(await broken.suggest('x', '')).toEqual({ kind: 'failed' });
  });

  it('keeps the search when only the work record fails', async () => {
    const fetcher = async (url: string | URL | Request) =>
      String(url).includes('/search.json')
        ? json({ docs: [{ key: '/works/OL1W', title: 'T' }] })
        : json({}, 500);
    const outcome = await openLibraryProvider(origins, fetcher as typeof fetch).lookUp('T', '');
    expect(outcome).toMatchObject({ kind: 'found', value: { openlibraryId: 'OL1W', covers: [] } });
  });

  it('names cover images on the covers origin', async () => {
    expect(await openLibraryProvider(origins).coverUrl('42')).toBe('https://covers.test/b/id/42-M.jpg');
  });
});

describe('fillMissing', () => {
  it('fills empty fields and the default title and author, and keeps what the user wrote', () => {
    const { form, changed } = fillMissing(formFromInfo(book), found);
    expect(changed).toBe(true);
    expect(form).toMatchObject({
      title: "Alice's Adventures in Wonderland",
      author: 'Lewis Carroll',
      description: 'Kept.',
      year: '1865',
      series: 'Alice',
      part: '1',
      genres: 'fantasy',
      rating: '0.8',
    });
  });

  it('leaves a series part alone when the series was already written', () => {
    const { form } = fillMissing({ ...formFromInfo(book), series: 'Mine', part: '' }, found);
    expect(form).toMatchObject({ series: 'Mine', part: '' });
  });

  it('reports nothing changed when every field is already filled', () => {
    const full = fillMissing(formFromInfo(book), found).form;
    expect(fillMissing(full, found).changed).toBe(false);
  });
});

describe('applySuggestion', () => {
  it('takes the suggestion’s title and author', () => {
    const form = applySuggestion(formFromInfo({ ...book, year: 1900 }), {
      openlibraryId: 'OL2W',
      title: 'Through the Looking-Glass',
      author: 'Lewis Carroll',
      year: 1871,
    });
    expect(form).toMatchObject({
      title: 'Through the Looking-Glass',
      author: 'Lewis Carroll',
      year: '1900',
      openlibraryId: 'OL2W',
    });
  });
});
