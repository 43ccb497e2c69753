import type { BookInfo } from '@typeshelf/core/book';
import { describe, expect, it, vi } from 'vitest';
import { formFromInfo } from './book-form';
import { fillMissing, lookUpExtraInfo } from './extra-info-lookup';

const json = (body: unknown) => ({ ok: true, json: async () => body }) as Response;

describe('the extra-info lookup', () => {
  it('reads the first search result and its work record', async () => {
    const fetcher = vi.fn(async (url: string | URL | Request) =>
      String(url).includes('/search.json')
        ? json({
            docs: [
              {
                key: '/works/OL45883W',
                first_publish_year: 1865,
                ratings_sortable: 4.1,
                readinglog_count: 9000,
                id_goodreads: ['13023'],
              },
            ],
          })
        : json({ description: { value: 'A girl falls.\n\nDown a hole.' }, subjects: ['Fantasy fiction'] }),
    );
    const info = await lookUpExtraInfo(
      "Alice's Adventures in Wonderland",
      'Lewis Carroll',
      fetcher as typeof fetch,
    );
    expect(String(fetcher.mock.calls[0]![0])).toContain('sort=readinglog');
    expect(String(fetcher.mock.calls[1]![0])).toMatch(/\/works\/OL45883W\.json$/);
    expect(info).toMatchObject({
      openlibraryId: 'OL45883W',
      goodreadsId: '13023',
      year: 1865,
      description: 'A girl falls.',
      longDescription: ['Down a hole.'],
      popularity: 9000,
    });
    expect(info?.rating).toBeCloseTo(0.82);
  });

  it('finds nothing when the service has nothing or fails', async () => {
    expect(await lookUpExtraInfo('x', 'y', (async () => json({ docs: [] })) as typeof fetch)).toBeNull();
    expect(
      await lookUpExtraInfo('x', 'y', (async () => Promise.reject(new Error('offline'))) as typeof fetch),
    ).toBeNull();
  });

  it('fills only the empty fields', () => {
    const form = {
      ...formFromInfo({
        title: 'T',
        chapters: [],
        longDescription: [],
        genres: [],
        topics: [],
        part: 0,
      } as unknown as BookInfo),
      year: '1900',
      description: '',
    };
    const { form: filled, changed } = fillMissing(form, {
      openlibraryId: 'OL1W',
      goodreadsId: null,
      year: 1865,
      description: 'Found.',
      longDescription: [],
      genres: ['fantasy'],
      topics: [],
      rating: null,
      popularity: 5,
    });
    expect(changed).toBe(true);
    expect(filled).toMatchObject({
      year: '1900',
      description: 'Found.',
      openlibraryId: 'OL1W',
      genres: 'fantasy',
      popularity: '5',
    });
    expect(
      fillMissing(filled, {
        openlibraryId: 'OL2W',
        goodreadsId: null,
        year: null,
        description: null,
        longDescription: [],
        genres: [],
        topics: [],
        rating: null,
        popularity: null,
      }).changed,
    ).toBe(false);
  });
});
