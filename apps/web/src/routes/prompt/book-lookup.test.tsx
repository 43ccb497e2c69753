// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { BookInfo, CatalogueListEntry } from '@typeshelf/core/book';
import { proxy, ref, useSnapshot } from 'valtio';
import { describe, expect, it, vi } from 'vitest';
import { booksOf } from '../../books/books-data';
import type { CatalogueState } from '../../books/catalogue';
import { localData } from '../../storage/current-profile';
import { type BookRecord, usePaywalled } from './book-lookup';

// The catalogue as the test steps it through its load; the real one fetches the index.
const catalogue = proxy<{ state: CatalogueState }>({
  state: {
    status: 'loading',
    books: ref([]) as [],
    listsIn: false,
    listed: ref([]),
    parts: ref([]),
    shards: ref([]),
  },
});
vi.mock('../../books/use-catalogue', () => ({
  useCatalogue: () => useSnapshot(catalogue).state as CatalogueState,
}));

const listOf = (ids: string[]) => ref(ids.map((id) => ({ id }) as CatalogueListEntry));

describe('usePaywalled', () => {
  it('keeps a private book open while the catalogue finishes loading, never unknown in between', async () => {
    const info: BookInfo = {
      id: 'private--notes',
      title: 'Notes',
      titleAlpha: 'notes',
      author: 'Me',
      language: 'en',
      description: '',
      longDescription: [],
      year: null,
      genres: [],
      topics: [],
      rights: null,
      publisher: null,
      series: null,
      part: 0,
      source: null,
      chapters: [{ id: '000', title: 'One', mode: 'type', length: 10 }],
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
    };
    await booksOf(localData.getSnapshot()).saveCustomBook(info, { '000': ['Some text.'] });
    const book: BookRecord = {
      id: info.id,
      title: info.title,
      author: info.author,
      language: 'en',
      chapters: info.chapters,
      free: false,
      custom: true,
      coverUrl: null,
    };
    const seen: (boolean | undefined)[] = [];
    const { unmount } = renderHook(() => {
      const paywalled = usePaywalled(book);
      seen.push(paywalled);
      return paywalled;
    });
    await waitFor(() => expect(seen.at(-1)).toBe(false));
    const opened = seen.length;
    // Each step of the catalogue's load is a new catalogue, and the book's place is read again.
    const lists = listOf(['a--one', 'b--two']);
    act(() => {
      catalogue.state = {
        status: 'loading',
        books: ref([]) as [],
        listsIn: true,
        listed: lists,
        parts: ref([lists]),
        shards: ref([lists]),
      };
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    act(() => {
      catalogue.state = {
        status: 'ready',
        books: ref([]),
        listed: lists,
        lastUpdate: 1,
        shards: ref([lists]),
      };
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(seen.length).toBeGreaterThan(opened);
    expect(seen.slice(opened - 1)).toEqual(seen.slice(opened - 1).map(() => false));
    unmount();
  });
});
