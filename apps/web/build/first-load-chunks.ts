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
  'src/page/static-files.ts',
  'src/page/use-on-demand.ts',
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
  'core/src/settings/prompt-spacing.ts',
  'core/src/stats/daily-stats.ts',
  'core/src/stats/recent-figures.ts',
  'core/src/sync/paragraph-key.ts',
  'core/src/text/basic-charset.ts',
  'core/src/text/book-id.ts',
  'core/src/text/http-url.ts',
  'core/src/text/metadata-text.ts',
  'core/src/text/title-alpha.ts',
];

/** The chunk a module goes in when it is one of the shelf's shared data modules (else the bundler decides). */
export const shelfDataGroup = {
  name: 'shelf-data',
  test: (id: string) => SHELF_DATA.some((path) => id.replaceAll('\\', '/').endsWith(path)),
};

/** A group of the named modules alone: what they import stays where the bundler or another group puts it. */
const modulesGroup = (name: string, paths: readonly string[]) => ({
  name,
  test: (id: string) => paths.some((path) => id.replaceAll('\\', '/').endsWith(path)),
  includeDependenciesRecursively: false,
});

/**
 * Small parts a prompt's first visit fetches together anyway, each a file of
 * its own when left to the bundler (about 0.2 KB of framing and a request
 * each): the route with the draft's writer and the book's marks (the
 * writer loads with the chapter anyway, never at the first key); the records' part with the derivation its saves run (loaded as the
 * chapter shows); the chapter's lookup with the stored paragraphs' reader
 * (the prompt and the results both read them); the paragraph cells with the
 * stats' summary (the prompt, /stats and /share read both); the fonts'
 * loader with the font list (the prompt, practice and a book's page read both).
 *
 * Every module only the prompt's route imports must be listed in its group:
 * the bundler puts one left out in a second file named after the route,
 * whose exports name a binding it never defines, and the browser refuses the
 * route ("Export 'prompt_route_exports' is not defined"): the prompt never
 * opens. The first-load and prompt browser tests catch it.
 */
export const promptPartsGroups = [
  modulesGroup('prompt-route', [
    'src/routes/prompt/prompt-route.tsx',
    'src/routes/prompt/prompt-session.tsx',
    'src/routes/prompt/prompt-effects.ts',
    'src/routes/prompt/prompt-missing.tsx',
    'src/routes/prompt/deferred-parts.tsx',
    'src/routes/prompt/note-practice.ts',
    'src/routes/prompt/prompt-announcer.tsx',
    'src/routes/prompt/prompt-bar-figures.tsx',
    'src/routes/prompt/use-stored-updates.ts',
    'src/routes/prompt/use-language-charset.ts',
    'src/storage/paragraph-drafts.ts',
    'src/storage/draft-writer.ts',
    'core/src/typing/paragraph-draft.ts',
    'core/src/typing/paragraph-draft-writer.ts',
    'core/src/typing/draft-choice.ts',
    'core/src/typing/announcements.ts',
    'core/src/typing/replay.ts',
    'core/src/progress/book-marks.ts',
    'react-ui/src/prompt/render-after-key.ts',
    'react-ui/src/prompt/use-prompt-view.ts',
    'lucide-react/dist/esm/icons/chevron-left.mjs',
    'lucide-react/dist/esm/icons/chevron-right.mjs',
  ]),
  modulesGroup('profile-progress', [
    'src/progress/profile-progress.ts',
    'src/progress/progress-rows.ts',
    'core/src/progress/apply-paragraph-save.ts',
    'core/src/progress/adopt-layout.ts',
    'core/src/progress/fresh-save.ts',
    'core/src/progress/derive-progress.ts',
    'core/src/stats/aggregate-stats.ts',
  ]),
  modulesGroup('book-lookup', [
    'src/routes/prompt/book-lookup.ts',
    'src/books/use-private-book.ts',
    'src/books/load-chapter.ts',
    'src/progress/stored-paragraphs.ts',
  ]),
  modulesGroup('paragraph-cell', ['core/src/progress/paragraph-cell.ts', 'core/src/stats/stats-summary.ts']),
  // Latinising is for the catalogue's titles and authors (sorting, slugs, search), which the
  // library's book list prepares; the screens that read no list never fetch it.
  modulesGroup('use-library-books', [
    'src/books/use-library-books.ts',
    'core/src/library/index-entry.ts',
    'core/src/library/paywall.ts',
    'core/src/text/latinize.ts',
    'core/src/text/typographic.ts',
  ]),
  modulesGroup('load-fonts', ['src/settings/fonts/load-fonts.ts', 'core/src/settings/settings-fonts.ts']),
];
