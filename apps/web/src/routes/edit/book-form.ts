/**
 * The book edit form as data (02 §5): the values from a book's info, the
 * required-field check, and the info the saved values make.
 */
import type { BookInfo } from '@typeshelf/core/book';
import { titleAlpha } from '@typeshelf/core/text';

/** Every field as the inputs hold it (text). */
export interface BookForm {
  title: string;
  author: string;
  language: string;
  description: string;
  longDescription: string;
  year: string;
  genres: string;
  topics: string;
  series: string;
  part: string;
  publisher: string;
  source: string;
  rating: string;
  popularity: string;
  goodreadsId: string;
  openlibraryId: string;
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function formFromInfo(info: BookInfo): BookForm {
  return {
    title: info.title,
    author: info.author,
    language: info.language,
    description: info.description,
    longDescription: info.longDescription.join('\n'),
    year: text(info.year),
    genres: info.genres.join(', '),
    topics: info.topics.join(', '),
    series: info.series ?? '',
    part: info.part > 0 ? String(info.part) : '',
    publisher: info.publisher ?? '',
    source: info.source?.value ?? '',
    rating: text(info.rating),
    popularity: text(info.popularity),
    goodreadsId: info.goodreadsId ?? '',
    openlibraryId: info.openlibraryId ?? '',
  };
}

/** The fields that are required and empty: title (trimmed) and language. */
export function missingFields(form: BookForm): ('title' | 'language')[] {
  const missing: ('title' | 'language')[] = [];
  if (form.title.trim() === '') missing.push('title');
  if (form.language.trim() === '') missing.push('language');
  return missing;
}

/** A Goodreads id from an id or a book link: its leading digits ("…/book/show/1234.Title" → "1234"). */
export function goodreadsId(input: string): string | null {
  const trimmed = input.trim();
  const fromLink = /\/book\/show\/(\d+)/.exec(trimmed);
  if (fromLink) return fromLink[1]!;
  const leading = /^\d+/.exec(trimmed);
  return leading ? leading[0] : null;
}

/** An Open Library work id from an id or a work URL ("…/works/OL45883W/Title" → "OL45883W"). */
export function openlibraryId(input: string): string | null {
  const trimmed = input.trim();
  const fromLink = /\/works\/(OL\d+W)/i.exec(trimmed);
  if (fromLink) return fromLink[1]!.toUpperCase();
  return /^OL\d+W$/i.test(trimmed) ? trimmed.toUpperCase() : null;
}

const number = (value: string): number | null => {
  if (value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** The info saved from the form; call only when `missingFields` is empty. */
export function infoFromForm(info: BookInfo, form: BookForm, now: number, currentYear: number): BookInfo {
  const title = form.title.trim();
  const year = number(form.year);
  const part = number(form.part);
  const rating = number(form.rating);
  const popularity = number(form.popularity);
  const source = form.source.trim();
  return {
    ...info,
    title,
    titleAlpha: titleAlpha(title),
    author: form.author.trim() || 'Unknown',
    language: form.language.trim(),
    description: form.description.replace(/\s+/g, ' ').trim(),
    longDescription: form.longDescription
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    year: year === null ? null : Math.min(Math.trunc(year), currentYear),
    genres: list(form.genres),
    topics: list(form.topics),
    series: form.series.trim() || null,
    part: form.series.trim() && part !== null ? Math.max(1, Math.trunc(part)) : 0,
    publisher: form.publisher.trim() || null,
    source: source ? { isUrl: /^https?:\/\//i.test(source), value: source } : null,
    rating: rating === null ? null : clamp(Math.round(rating * 100) / 100, 0, 1),
    popularity: popularity === null ? null : Math.max(0, Math.trunc(popularity)),
    goodreadsId: goodreadsId(form.goodreadsId),
    openlibraryId: openlibraryId(form.openlibraryId),
    updatedAt: now,
  };
}
