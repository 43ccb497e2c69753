import { describe, expect, it } from 'vitest';
import { parseHosts, staticSources } from './book-file-sources';

const config = {
  staticOrigin: 'https://cdn.example.org/',
  mainHosts: parseHosts('typeshelf.app, WWW.typeshelf.app'),
  hostname: 'typeshelf.app',
  base: '/',
};

describe('staticSources', () => {
  it('tries the CDN first and the app’s own address after it, for book files on a production host', () => {
    expect(staticSources('books/a/info.json', config)).toEqual([
      'https://cdn.example.org/books/a/info.json',
      '/books/a/info.json',
    ]);
    expect(staticSources('books/a/info.json', { ...config, hostname: 'www.typeshelf.app' })).toHaveLength(2);
  });

  it('reads its own files elsewhere, without a CDN, and for files that are not books', () => {
    expect(staticSources('books/a/info.json', { ...config, hostname: 'dev.typeshelf.app' })).toEqual([
      '/books/a/info.json',
    ]);
    expect(staticSources('books/a/info.json', { ...config, staticOrigin: '' })).toEqual([
      '/books/a/info.json',
    ]);
    expect(staticSources('backend.json', config)).toEqual(['/backend.json']);
  });

  it('uses the CDN on every host when no production host is named', () => {
    expect(
      staticSources('books/a/info.json', { ...config, mainHosts: [], hostname: 'localhost' }),
    ).toHaveLength(2);
  });
});
