/** @typeshelf/cli — the services behind the `typeshelf` command, usable without the terminal UI. */

export type { BookOverride, CatalogueConfig, ShowcaseEntry } from './catalogue/catalogue-config';
export { parseCatalogueConfig } from './catalogue/catalogue-config';
export { createProgram, runCli } from './program';
export type { ProgressEvent, ProgressSink } from './progress/progress-state';
export type { BatchResult, ItemResult } from './services/batch-result';
export { type BuildOptions, type BuildResult, buildCatalogue } from './services/build-catalogue';
export { convertBooks } from './services/convert-books';
export { bookInfoReport, bookTextLines, readBook } from './services/read-book';
export { validateBooks } from './services/validate-books';
