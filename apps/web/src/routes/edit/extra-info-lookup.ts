/**
 * What the book edit screen does with a lookup's result (02 §2, §3): the
 * found values go into the fields the form leaves empty — the defaults a
 * new book gets ("No Title", "Unknown") count as empty — and a suggestion
 * replaces the title and author the user chose it for.
 */
import type { BookSuggestion, ExternalBookInfo } from '@typeshelf/core/book';
import type { BookForm } from './book-form';

/** Values a field holds when nothing was known: the custom book defaults (02 §3). */
const PLACEHOLDERS: Partial<Record<keyof BookForm, string>> = { title: 'No Title', author: 'Unknown' };

const isEmpty = (form: BookForm, field: keyof BookForm) =>
  form[field].trim() === '' || form[field].trim() === PLACEHOLDERS[field];

/** The form with the found values in its empty fields; `changed` tells whether anything was filled. */
export function fillMissing(form: BookForm, info: ExternalBookInfo): { form: BookForm; changed: boolean } {
  const next = { ...form };
  const fill = (field: keyof BookForm, value: string | null) => {
    if (isEmpty(next, field) && value !== null && value !== '') next[field] = value;
  };
  fill('title', info.title);
  fill('author', info.author);
  fill('openlibraryId', info.openlibraryId);
  fill('goodreadsId', info.goodreadsId);
  fill('year', info.year === null ? null : String(info.year));
  fill('description', info.description);
  fill('longDescription', info.longDescription.join('\n'));
  fill('genres', info.genres.join(', '));
  fill('topics', info.topics.join(', '));
  if (isEmpty(next, 'series') && info.series !== null) {
    next.series = info.series;
    if (isEmpty(next, 'part') && info.part >= 1) next.part = String(info.part);
  }
  fill('rating', info.rating === null ? null : String(Math.round(info.rating * 100) / 100));
  fill('popularity', info.popularity === null ? null : String(info.popularity));
  const changed = (Object.keys(next) as (keyof BookForm)[]).some((field) => next[field] !== form[field]);
  return { form: next, changed };
}

/** The form with a suggestion's title and author (and its year and work id where those are empty). */
export function applySuggestion(form: BookForm, suggestion: BookSuggestion): BookForm {
  return {
    ...form,
    title: suggestion.title,
    author: suggestion.author ?? form.author,
    year: isEmpty(form, 'year') && suggestion.year !== null ? String(suggestion.year) : form.year,
    openlibraryId: isEmpty(form, 'openlibraryId') ? suggestion.openlibraryId : form.openlibraryId,
  };
}
