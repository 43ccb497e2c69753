/**
 * A chapter's paragraphs for the prompt: a private book's text from the
 * profile, a catalogue chapter from the shared cache or else from the static
 * catalogue (`books/{id}/{chapterId}.gz`, one paragraph a line), cached for
 * next time. Null when the chapter cannot be had.
 */
import { cataloguePaths, chapterKey } from '@typeshelf/core/book';
import type { CacheData } from '../storage/cache-data';
import type { ProfileData } from '../storage/profile-data';
import { booksOf } from './books-data';

export interface ChapterSource {
  cache: CacheData;
  profile: ProfileData;
  /** Reads a gzip text file of the static catalogue; null when it cannot. */
  fetchText: (path: string) => Promise<string | null>;
}

/** Splits a chapter file into paragraphs; blank lines are not paragraphs. */
export function chapterParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.length > 0);
}

export async function loadChapter(
  source: ChapterSource,
  bookId: string,
  chapterId: string,
  custom: boolean,
): Promise<string[] | null> {
  if (custom) {
    const content = await booksOf(source.profile).customBookContent(bookId);
    const paragraphs = content?.[chapterId];
    return paragraphs && paragraphs.length > 0 ? paragraphs : null;
  }
  const key = chapterKey(bookId, chapterId);
  const cached = await source.cache.chapter(key).catch(() => undefined);
  if (cached && cached.length > 0) return cached;
  const text = await source.fetchText(cataloguePaths.chapter(bookId, chapterId));
  // A static host may answer a missing file with the app's own page.
  const paragraphs = text === null || /^\s*<!doctype html/i.test(text) ? [] : chapterParagraphs(text);
  if (paragraphs.length === 0) return null;
  await source.cache.saveChapter(key, paragraphs).catch(() => undefined);
  return paragraphs;
}
