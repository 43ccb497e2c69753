import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  bookFromLookup,
  firstWorkId,
  searchPath,
  suggestionsFromSearch,
  workPath,
} from '@typeshelf/core/book';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleMetadata } from '../local/metadata-api.mjs';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!handleMetadata(req, res, url.pathname, url)) {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (path: string) => (await fetch(`${base}${path}`)).json() as Promise<unknown>;

describe('the book-info stand-in', () => {
  it('answers the search and work record as the public service does, so core reads them the same', async () => {
    const search = await get(searchPath("Alice's Adventures in Wonderland", 'Lewis Carroll', 1));
    const workId = firstWorkId(search);
    expect(workId).toBe('OL138052W');
    const info = bookFromLookup(search, await get(workPath(workId!)));
    expect(info).toMatchObject({
      title: "Alice's Adventures in Wonderland",
      series: 'Alice',
      part: 1,
      year: 1865,
    });
    expect(info?.covers).toHaveLength(8);
  });

  it('gives two suggestions where two books match, and none for an unknown title', async () => {
    const two = suggestionsFromSearch(await get(searchPath('Alice', 'Lewis Carroll', 2)));
    expect(two.map((s) => s.openlibraryId)).toEqual(['OL138052W', 'OL138053W']);
    expect(suggestionsFromSearch(await get(searchPath('Zzyzx Qwerty', '', 2)))).toEqual([]);
  });

  it('serves cover images by id and the development rating lookup', async () => {
    const cover = await fetch(`${base}/b/id/8701-M.jpg`);
    expect(cover.headers.get('content-type')).toBe('image/svg+xml');
    expect(await get('/goodreads/13023')).toMatchObject({
      title: "Alice's Adventures in Wonderland",
      series: 'Alice',
      part: 1,
    });
    expect((await fetch(`${base}/goodreads/1`)).status).toBe(404);
  });
});
