/**
 * @typeshelf/core/taxonomy — Genres and topics, and classifying subjects
 * into them.
 */
export { type Classification, classifySubjects, genreLabel, topicLabel } from './classify-subjects';
export { GENRES, type GenreEntry, type GenreKind } from './genres';
export type { TaxonomyEntry } from './taxonomy-entry';
export { TOPICS } from './topics';
