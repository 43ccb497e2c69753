/**
 * Genre and topic labels, loaded on first use. Core's genre and topic tables
 * carry every subject keyword the classification matches, a few kilobytes a
 * screen's first paint does not need: the library's genre list and the book
 * page's tags show once they arrive, a moment after the screen.
 */
import { useEffect, useState } from 'react';

export interface TaxonomyLabels {
  genre(id: string): string;
  topic(id: string): string;
}

let loaded: TaxonomyLabels | null = null;
let loading: Promise<TaxonomyLabels> | null = null;

function loadTaxonomyLabels(): Promise<TaxonomyLabels> {
  if (loading === null) {
    const next = import('../taxonomy-labels').then(({ genreLabel, topicLabel }) => {
      loaded = { genre: genreLabel, topic: topicLabel };
      return loaded;
    });
    loading = next;
    // A chunk that failed to load (offline after an update) is asked for again next time.
    next.catch(() => {
      if (loading === next) loading = null;
    });
  }
  return loading;
}

/** The labels, or null until they have loaded. */
export function useTaxonomyLabels(): TaxonomyLabels | null {
  const [labels, setLabels] = useState(loaded);
  useEffect(() => {
    if (labels) return;
    let live = true;
    loadTaxonomyLabels().then(
      (next) => {
        if (live) setLabels(next);
      },
      (error: unknown) => console.error('Could not load the genre and topic labels', error),
    );
    return () => {
      live = false;
    };
  }, [labels]);
  return labels;
}
