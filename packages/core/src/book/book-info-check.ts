import { isRecord } from '../is-record';
import { isBookId } from '../text/book-id';
import { isHttpUrl } from '../text/http-url';
import { metadataText } from '../text/metadata-text';
import type { BookContent, BookInfo, ChapterInfo, ChapterMode } from './book-types';

/**
 * Structural checks for books from outside: files (TBF, content files) and
 * a private book's info pulled from the server. Required fields must have
 * the right type; optional ones that are missing take their defaults (files
 * from older exports), so a complete book reads back as written. Values are
 * checked as well as types: the book id is a slug (it becomes part of
 * storage keys), chapter ids are letters, digits and dashes, lengths are
 * whole and non-negative, years plausible, links http(s). Text is normalised
 * as an upload's is (`metadataText`: no bidirectional controls such as
 * U+202E, no control characters), and keys that could reach a prototype
 * (`__proto__`, `constructor`, `prototype`) are dropped.
 */

/** Most chapters a book may list: the converter's and the sync tables' limit. */
export const MAX_BOOK_CHAPTERS = 5000;

const MODES: readonly ChapterMode[] = ['type', 'skip', 'hide'];

const str = (value: unknown): value is string => typeof value === 'string';
const num = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const count = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const fraction = (value: unknown): value is number => num(value) && value >= 0 && value <= 1;
const nonNegative = (value: unknown): value is number => num(value) && value >= 0;
/** Years as a book's date can give them, BCE included. */
const year = (value: unknown): value is number =>
  Number.isSafeInteger(value) && Math.abs(value as number) <= 9999;
const CHAPTER_ID = /^[A-Za-z0-9-]{1,64}$/;
/** A link to follow: http(s) only, so `javascript:` and other schemes never reach an `href`. */
const httpUrl = isHttpUrl;
/** A cover is a web address, an inline image, or a path on the same origin: never another scheme. */
export const coverUrl = (value: unknown): value is string =>
  str(value) && (httpUrl(value) || /^data:image\//i.test(value) || !/^[a-z][a-z0-9+.-]*:/i.test(value));
export const strings = (value: unknown): value is string[] => Array.isArray(value) && value.every(str);
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The own fields of `value` a checked copy keeps besides its known ones: none that reach a prototype. */
export function otherFields(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) if (!PROTOTYPE_KEYS.has(key)) out[key] = value[key];
  return out;
}

export const text = (value: string) => metadataText(value);
export const texts = (values: string[]) => values.map(text).filter((value) => value.length > 0);
const nullableText = (value: string | null) => (value === null ? null : text(value));

export function chapterOf(value: unknown): ChapterInfo | null {
  if (!isRecord(value)) return null;
  const { id, title, mode, length } = value;
  if (
    !str(id) ||
    !CHAPTER_ID.test(id) ||
    !str(title) ||
    !MODES.includes(mode as ChapterMode) ||
    !count(length)
  )
    return null;
  return { ...otherFields(value), id, title: text(title), mode: mode as ChapterMode, length };
}

function nullable<T>(value: unknown, check: (value: unknown) => value is T): T | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  return check(value) ? value : undefined;
}

const absent = (value: unknown) => value === undefined || value === null;
const rightsCheck = (value: unknown): value is BookInfo['rights'] =>
  isRecord(value) &&
  ['info', 'license'].every((key) => absent(value[key]) || str(value[key])) &&
  (absent(value.licenseUrl) || httpUrl(value.licenseUrl));
const sourceCheck = (value: unknown): value is BookInfo['source'] =>
  isRecord(value) &&
  typeof value.isUrl === 'boolean' &&
  str(value.value) &&
  (!value.isUrl || httpUrl(value.value));

const sourceOf = (source: BookInfo['source']): BookInfo['source'] =>
  source && { isUrl: source.isUrl, value: source.isUrl ? source.value : text(source.value) };

/** A book's info read from a file, or null when a required field is missing or mistyped. */
export function bookInfoOf(value: unknown): BookInfo | null {
  if (!isRecord(value)) return null;
  const { id, title, author, language, chapters } = value;
  if (!str(id) || !isBookId(id) || !str(title) || !str(language) || !Array.isArray(chapters)) return null;
  if (author !== undefined && !str(author)) return null;
  // Counted before any chapter is read: a list of 100,000 empty chapters costs nothing to write.
  if (chapters.length > MAX_BOOK_CHAPTERS) return null;
  const chapterList = chapters.map(chapterOf);
  if (chapterList.some((chapter) => chapter === null)) return null;
  const optional = <T>(key: string, check: (v: unknown) => v is T, fallback: T): T | null => {
    const got = value[key];
    if (got === undefined) return fallback;
    const checked = nullable(got, check);
    if (checked === undefined) throw new TypeError(key);
    return checked;
  };
  try {
    const rights = optional('rights', rightsCheck, null);
    return {
      ...otherFields(value),
      id,
      title: text(title),
      titleAlpha: text(optional('titleAlpha', str, title.toLowerCase()) ?? title.toLowerCase()),
      author: text(author ?? 'Unknown'),
      language: text(language),
      description: text(optional('description', str, '') ?? ''),
      longDescription: texts(optional('longDescription', strings, []) ?? []),
      year: optional('year', year, null),
      genres: texts(optional('genres', strings, []) ?? []),
      topics: texts(optional('topics', strings, []) ?? []),
      rights: rights && {
        info: nullableText(rights.info ?? null),
        license: nullableText(rights.license ?? null),
        licenseUrl: rights.licenseUrl ?? null,
      },
      publisher: nullableText(optional('publisher', str, null)),
      series: nullableText(optional('series', str, null)),
      part: optional('part', nonNegative, 0) ?? 0,
      source: sourceOf(optional('source', sourceCheck, null)),
      chapters: chapterList as ChapterInfo[],
      openlibraryId: optional('openlibraryId', str, null),
      goodreadsId: optional('goodreadsId', str, null),
      rating: optional('rating', fraction, null),
      popularity: optional('popularity', nonNegative, null),
      cover: optional('cover', coverUrl, null),
      free: optional('free', (v): v is boolean => typeof v === 'boolean', false) ?? false,
      active: optional('active', (v): v is boolean => typeof v === 'boolean', true) ?? true,
      custom: optional('custom', (v): v is boolean => typeof v === 'boolean', true) ?? true,
      createdAt: optional('createdAt', nonNegative, 0) ?? 0,
      updatedAt: optional('updatedAt', nonNegative, 0) ?? 0,
      hasComments: optional('hasComments', (v): v is boolean => typeof v === 'boolean', false) ?? false,
      warnings: optional('warnings', strings, []) ?? [],
    };
  } catch {
    return null;
  }
}

/**
 * A book's content read from a file: paragraphs by chapter id, or null when
 * malformed. Chapter ids are held to the chapters' pattern, so no key of the
 * result can reach its prototype.
 */
export function bookContentOf(value: unknown): BookContent | null {
  if (!isRecord(value)) return null;
  const content: BookContent = {};
  for (const [id, paragraphs] of Object.entries(value)) {
    if (!CHAPTER_ID.test(id) || !strings(paragraphs)) return null;
    content[id] = paragraphs;
  }
  return content;
}

/** True when no two chapters share an id. */
export function uniqueChapterIds(chapters: readonly ChapterInfo[]): boolean {
  return new Set(chapters.map((chapter) => chapter.id)).size === chapters.length;
}
