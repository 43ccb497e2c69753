/**
 * Where the static catalogue keeps each file, relative to its origin. The CLI
 * writes these paths and the web app reads them; both take them from here.
 */

/** Bumped when the index file's shape changes; part of the index file name. */
export const CATALOGUE_INDEX_VERSION = 1;

export const cataloguePaths = {
  index: (version: number = CATALOGUE_INDEX_VERSION) => `books/_meta_/index_${version}.json`,
  /**
   * The index as browsers download it: a manifest of shards, each a list, its
   * descriptions and its chapters (core's catalogue-shards). The single file above stays the
   * whole index for everything else that reads it.
   */
  indexManifest: 'books/_meta_/index_2.json',
  indexShardBooks: (shard: number) => `books/_meta_/index_2/books-${shard}.json`,
  indexShardDescriptions: (shard: number) => `books/_meta_/index_2/descriptions-${shard}.json`,
  indexShardChapters: (shard: number) => `books/_meta_/index_2/chapters-${shard}.json`,
  info: (bookId: string) => `books/${bookId}/info.json`,
  /** All chapters: gzip text, chapters separated by blank lines, each beginning with its id line. */
  content: (bookId: string) => `books/${bookId}/content.gz`,
  /** One chapter: gzip text, one paragraph a line. */
  chapter: (bookId: string, chapterId: string) => `books/${bookId}/${chapterId}.gz`,
  cover: (bookId: string) => `books/${bookId}/cover.min.webp`,
  coverSmall: (bookId: string) => `books/${bookId}/cover-small.min.webp`,
  showcase: 'data/showcase.json',
  showcaseLastUpdate: 'data/showcase-last-update.json',
  /** The media pack: the logo and every book's cover in one zip (03 §2). */
  mediaPack: 'data/typeshelf-media-pack.zip',
} as const;

/** The key a chapter's text is stored under: `{bookId}__{chapterId}`. */
export const chapterKey = (bookId: string, chapterId: string) => `${bookId}__${chapterId}`;

/** Splits a `{bookId}__{chapterId}` route id; a bare book id has no chapter. */
export function parseChapterKey(key: string): { bookId: string; chapterId: string | null } {
  const at = key.lastIndexOf('__');
  if (at < 0) return { bookId: key, chapterId: null };
  return { bookId: key.slice(0, at), chapterId: key.slice(at + 2) };
}
