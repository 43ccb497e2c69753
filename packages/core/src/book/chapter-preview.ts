/**
 * A chapter's preview (02 §9): half a page of its characters, a page being
 * 2000 characters as the library's length buckets count them, cut at the
 * last whole word and marked as cut.
 */
import { CHARACTERS_PER_PAGE } from './page-size';

export const CHAPTER_PREVIEW_CHARS = CHARACTERS_PER_PAGE / 2;

/** The chapter's opening, at most `limit` characters (plus the ellipsis when cut). */
export function chapterPreview(paragraphs: readonly string[], limit: number = CHAPTER_PREVIEW_CHARS): string {
  const text = paragraphs
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ');
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
