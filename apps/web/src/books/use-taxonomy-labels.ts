/**
 * Genre and topic labels, loaded on first use. Core's genre and topic tables
 * carry every subject keyword the classification matches, a few kilobytes a
 * screen's first paint does not need: the library's genre list and the book
 * page's tags show once they arrive, a moment after the screen.
 */
import { onDemand } from '../page/on-demand';
import { useOnDemand } from '../page/use-on-demand';

export interface TaxonomyLabels {
  genre(id: string): string;
  topic(id: string): string;
}

const labels = onDemand<TaxonomyLabels>(() =>
  import('./taxonomy-labels').then(({ genreLabel, topicLabel }) => ({
    genre: genreLabel,
    topic: topicLabel,
  })),
);

/** The labels, or null until they have loaded. */
export function useTaxonomyLabels(): TaxonomyLabels | null {
  return useOnDemand(labels, 'the genre and topic labels');
}
