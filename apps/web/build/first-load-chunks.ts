/**
 * Modules nearly every screen's first visit reads as it starts (the catalogue
 * and its checks, the progress reader, the small text and book helpers they
 * share), bundled as one chunk. Left to the bundler they are a dozen files
 * of a few hundred bytes each, split by which screens happen to import them;
 * fetched together anyway, one file gzips 2–3 KB smaller and is one request.
 */
const SHELF_DATA = [
  'src/books/catalogue.ts',
  'src/books/search-hand-off.ts',
  'src/books/books-data.ts',
  'src/books/cover-src.ts',
  'src/books/use-catalogue.ts',
  'src/progress/progress-data.ts',
  'src/progress/progress-stores.ts',
  'src/progress/save-journal.ts',
  'src/page/use-page-title.ts',
  'core/src/book/book-index-check.ts',
  'core/src/book/book-info-check.ts',
  'core/src/book/completion.ts',
  'core/src/book/page-size.ts',
  'core/src/library/book-presentation.ts',
  'core/src/library/catalogue-shards.ts',
  'core/src/library/index-loading.ts',
  'core/src/library/library-constants.ts',
  'core/src/library/paywall-rules.ts',
  'core/src/progress/recent-entries.ts',
  'core/src/stats/daily-stats.ts',
  'core/src/stats/recent-figures.ts',
  'core/src/sync/paragraph-key.ts',
  'core/src/text/book-slug.ts',
  'core/src/text/http-url.ts',
  'core/src/text/latinize.ts',
  'core/src/text/metadata-text.ts',
  'core/src/text/title-alpha.ts',
  'core/src/text/typographic.ts',
];

/** The chunk a module goes in when it is one of the shelf's shared data modules (else the bundler decides). */
export const shelfDataGroup = {
  name: 'shelf-data',
  test: (id: string) => SHELF_DATA.some((path) => id.replaceAll('\\', '/').endsWith(path)),
};
