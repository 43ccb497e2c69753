/**
 * Which chapter the main button (and the home hero) opens: the first typable
 * chapter to start or try again; to continue, the last chapter worked on if
 * unfinished, else the next unfinished typable chapter after it, else the
 * first unfinished one.
 */
import { type ChapterInfo, isTypableChapter } from '@typeshelf/core';
import type { ChapterStats } from '../data';

export function targetChapter(
  chapters: readonly ChapterInfo[],
  stats: Readonly<Record<string, ChapterStats>>,
  lastChapter: string | null,
  progress: number,
): string | null {
  const typable = chapters.filter(isTypableChapter);
  const first = typable[0];
  if (!first) return null;
  if (progress <= 0 || progress >= 1) return first.id;
  const unfinished = (chapter: ChapterInfo) => (stats[chapter.id]?.progress ?? 0) < 1;
  const from = Math.max(
    0,
    typable.findIndex((chapter) => chapter.id === lastChapter),
  );
  const next = typable.slice(from).find(unfinished) ?? typable.find(unfinished);
  return (next ?? first).id;
}

/** The prompt address of a chapter. */
export const promptHref = (bookId: string, chapterId: string) => `/prompt/${bookId}__${chapterId}`;
