import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchChatPresence, fetchForumPosts, pickShowcase, type ShowcaseEntry } from './community';

const answer = (body: unknown, ok = true) =>
  vi.fn(async () => ({ ok, status: ok ? 200 : 500, json: async () => body }) as Response);

afterEach(() => vi.unstubAllGlobals());

describe('community widgets', () => {
  it('read chat presence, and give null on failure or when not configured', async () => {
    vi.stubGlobal(
      'fetch',
      answer({ presence_count: 12, members: [{ username: 'ada' }, { username: 'bo' }] }),
    );
    expect(await fetchChatPresence('https://chat.example/widget.json')).toEqual({
      count: 12,
      members: ['ada', 'bo'],
    });
    vi.stubGlobal('fetch', answer({}, false));
    expect(await fetchChatPresence('https://chat.example/widget.json')).toBeNull();
    expect(await fetchChatPresence('')).toBeNull();
  });

  it('keep forum posts with a flair, three at most', async () => {
    const post = (title: string, flair: string | null) => ({
      data: { title, link_flair_text: flair, permalink: `/r/typeshelf/${title}` },
    });
    vi.stubGlobal(
      'fetch',
      answer({
        data: {
          children: [post('a', 'News'), post('b', null), post('c', 'Tips'), post('d', 'Q'), post('e', 'Q')],
        },
      }),
    );
    const posts = await fetchForumPosts('https://forum.example/hot.json?limit=3');
    expect(posts?.map((p) => [p.title, p.flair])).toEqual([
      ['a', 'News'],
      ['c', 'Tips'],
      ['d', 'Q'],
    ]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('offline'))),
    );
    expect(await fetchForumPosts('https://forum.example/hot.json?limit=3')).toBeNull();
  });

  it('pick the showcase among the newest three only', () => {
    const entries: ShowcaseEntry[] = [1, 5, 3, 9, 7].map((createdAt) => ({
      type: 'article',
      title: String(createdAt),
      url: '/',
      img: '',
      createdAt,
    }));
    expect(pickShowcase(entries, 0)?.createdAt).toBe(9);
    expect(pickShowcase(entries, 0.5)?.createdAt).toBe(7);
    expect(pickShowcase(entries, 0.999)?.createdAt).toBe(5);
    expect(pickShowcase([], 0.5)).toBeNull();
  });
});
