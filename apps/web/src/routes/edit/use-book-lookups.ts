/**
 * The book edit screen's three lookups (02 §2, §8): suggestions for the
 * title and author, up to 8 extra covers to choose from, and the missing
 * info that fills empty fields — each with its states and the spec's texts,
 * and a service that cannot be reached told apart from one that found nothing.
 */
import type { BookSuggestion } from '@typeshelf/core/book';
import { useRef, useState } from 'react';
import { bookMetadata } from '../../books/book-metadata';
import { notify } from '../../page/notifications';
import { type BookForm, goodreadsId } from './book-form';
import { fillMissing } from './extra-info-lookup';

/** The extra-info lookup's states (02 §4): fetching, then loaded or none found; failed is the service's. */
export type LookupStatus = 'idle' | 'fetching' | 'loaded' | 'none' | 'failed';

/** Said when the service could not be asked, so it is never mistaken for "nothing found". */
export const LOOKUP_UNREACHABLE =
  "Couldn't reach the book info service. Check your connection and try again.";

export interface ExtraCover {
  id: string;
  url: string;
}

export interface BookLookups {
  info: LookupStatus;
  suggestionsStatus: LookupStatus;
  coversStatus: LookupStatus;
  suggestions: BookSuggestion[];
  covers: ExtraCover[];
  findMissing: () => Promise<void>;
  loadSuggestions: () => Promise<void>;
  loadCovers: () => Promise<void>;
  /** Development only: rating and popularity from the external rating lookup, by Goodreads id. */
  lookUpRating: () => Promise<void>;
}

const unreachable = () =>
  notify({ type: 'error', title: 'Book info lookup failed', details: LOOKUP_UNREACHABLE });

/**
 * `form` is read when a lookup starts; `update` applies a change to the
 * latest form, so typing during a lookup is kept.
 */
export function useBookLookups(
  form: BookForm | null,
  update: (change: (form: BookForm) => BookForm) => void,
) {
  const [info, setInfo] = useState<LookupStatus>('idle');
  const [suggestionsStatus, setSuggestionsStatus] = useState<LookupStatus>('idle');
  const [coversStatus, setCoversStatus] = useState<LookupStatus>('idle');
  const [suggestions, setSuggestions] = useState<BookSuggestion[]>([]);
  const [covers, setCovers] = useState<ExtraCover[]>([]);
  // A lookup started again replaces the one before; its late answer is dropped.
  const runs = useRef({ info: 0, suggestions: 0, covers: 0 });

  const query = () => (form ? { title: form.title.trim(), author: form.author.trim() } : null);

  const findMissing = async () => {
    const q = query();
    if (!q) return;
    const run = ++runs.current.info;
    setInfo('fetching');
    const outcome = await bookMetadata().lookUp(q.title, q.author);
    if (run !== runs.current.info) return;
    if (outcome.kind === 'failed') {
      setInfo('failed');
      unreachable();
      return;
    }
    const found = outcome.kind === 'found' ? outcome.value : null;
    if (found && form && fillMissing(form, found).changed) {
      update((latest) => fillMissing(latest, found).form);
      setInfo('loaded');
      notify({ type: 'success', title: 'Missing info loaded!' });
    } else {
      setInfo('none');
      notify({ type: 'info', title: 'No extra info found.' });
    }
  };

  const loadSuggestions = async () => {
    const q = query();
    if (!q) return;
    const run = ++runs.current.suggestions;
    setSuggestionsStatus('fetching');
    const outcome = await bookMetadata().suggest(q.title, q.author);
    if (run !== runs.current.suggestions) return;
    if (outcome.kind === 'failed') {
      setSuggestionsStatus('failed');
      unreachable();
    } else if (outcome.kind === 'none') {
      setSuggestions([]);
      setSuggestionsStatus('none');
      notify({ type: 'info', title: 'No suggestions found.' });
    } else {
      setSuggestions(outcome.value);
      setSuggestionsStatus('loaded');
      notify({ type: 'success', title: 'Suggestions loaded!' });
    }
  };

  const loadCovers = async () => {
    const q = query();
    if (!q) return;
    const run = ++runs.current.covers;
    setCoversStatus('fetching');
    const provider = bookMetadata();
    const outcome = await provider.lookUp(q.title, q.author);
    if (run !== runs.current.covers) return;
    if (outcome.kind === 'failed') {
      setCoversStatus('failed');
      unreachable();
      return;
    }
    const ids = outcome.kind === 'found' ? outcome.value.covers : [];
    const found = await Promise.all(ids.map(async (id) => ({ id, url: await provider.coverUrl(id) })));
    if (run !== runs.current.covers) return;
    setCovers(found);
    if (found.length === 0) {
      setCoversStatus('none');
      notify({ type: 'info', title: 'No extra covers found.' });
    } else {
      setCoversStatus('loaded');
      notify({ type: 'success', title: 'Extra covers loaded!' });
    }
  };

  const lookUpRating = async () => {
    const id = goodreadsId(form?.goodreadsId ?? '');
    if (id === null) {
      notify({ type: 'warning', title: 'Fill the Goodreads id first.' });
      return;
    }
    const outcome = await bookMetadata().rating(id);
    if (outcome.kind === 'failed') {
      unreachable();
      return;
    }
    if (outcome.kind === 'none') {
      notify({ type: 'info', title: 'No rating found.' });
      return;
    }
    const { rating, popularity } = outcome.value;
    update((latest) => ({
      ...latest,
      rating: rating === null ? latest.rating : String(Math.round(rating * 100) / 100),
      popularity: popularity === null ? latest.popularity : String(popularity),
    }));
    notify({ type: 'success', title: 'Rating loaded!' });
  };

  return {
    lookUpRating,
    info,
    suggestionsStatus,
    coversStatus,
    suggestions,
    covers,
    findMissing,
    loadSuggestions,
    loadCovers,
  } satisfies BookLookups;
}

/**
 * A chosen cover as the book keeps it: the image itself (a data URL), so it
 * stays with the book offline and in its export; the address when the
 * service does not let the page read the image.
 */
export async function keptCover(url: string): Promise<string> {
  try {
    const response = await fetch(url);
    if (!response.ok) return url;
    const blob = await response.blob();
    return await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    });
  } catch {
    return url;
  }
}
