/**
 * Which chapter or book a screen offers next: the main button's chapter, the
 * results screen's chapter card and the home hero (01 §2, 01 §3, 02 §2). One
 * rule for all three: only a chapter with something to type is ever offered.
 */

import type { BookListItem, ChapterInfo } from '../book/book-types';
import { isComplete, isInProgress } from '../book/completion';
import { isTypableChapter } from '../library/book-presentation';
import type { ChapterStats } from '../stats/stats-types';

/** What the choices read of a chapter's stats. */
type ChapterProgress = Readonly<Record<string, Pick<ChapterStats, 'progress'> | undefined>>;

const unfinishedIn = (stats: ChapterProgress) => (chapter: ChapterInfo) =>
  !isComplete(stats[chapter.id]?.progress ?? 0);

/**
 * The chapter the main button (and the home hero) opens: the first typable
 * chapter to start or try again; to continue, the last chapter worked on if
 * unfinished, else the next unfinished typable chapter after it, else the
 * first unfinished one. Null when the book has nothing to type.
 */
export function targetChapter(
  chapters: readonly ChapterInfo[],
  stats: ChapterProgress,
  lastChapter: string | null,
  progress: number,
): string | null {
  const typable = chapters.filter(isTypableChapter);
  const first = typable[0];
  if (!first) return null;
  if (!isInProgress(progress)) return first.id;
  const unfinished = unfinishedIn(stats);
  const from = Math.max(
    0,
    typable.findIndex((chapter) => chapter.id === lastChapter),
  );
  const next = typable.slice(from).find(unfinished) ?? typable.find(unfinished);
  return (next ?? first).id;
}

/** The results screen's chapter card: the current chapter while unfinished, else the next one to type. */
export type ChapterCard = { kind: 'current' | 'next'; chapter: ChapterInfo } | null;

/**
 * The chapter card: the current chapter while it is unfinished and has
 * characters (a `skip` chapter being typed counts; a hidden or empty one
 * never does), else the next unfinished typable chapter after it, wrapping
 * round; null when none is left.
 */
export function chapterCard(
  chapters: readonly ChapterInfo[],
  stats: ChapterProgress,
  currentId: string | null,
): ChapterCard {
  const unfinished = unfinishedIn(stats);
  const at = currentId === null ? -1 : chapters.findIndex((chapter) => chapter.id === currentId);
  const current = chapters[at];
  if (current && current.mode !== 'hide' && current.length > 0 && unfinished(current))
    return { kind: 'current', chapter: current };
  const typable = chapters.filter(
    (chapter, index) => isTypableChapter(chapter) && unfinished(chapter) && index !== at,
  );
  const next = typable.find((chapter) => chapters.indexOf(chapter) > at) ?? typable[0];
  return next ? { kind: 'next', chapter: next } : null;
}

/** The home hero: the tutorial's welcome, the book last worked on, or none. */
export type HeroChoice =
  | { kind: 'welcome'; book: BookListItem }
  | { kind: 'last'; book: BookListItem }
  | null;

export interface HeroInputs {
  books: readonly BookListItem[];
  /** Is this the tutorial book (its id ends with `--first-steps`, 01 §2)? */
  isTutorial: (id: string) => boolean;
  /** Progress of the tutorial's chapter 000 (0 when never opened). */
  tutorialChapterProgress: number;
  /** The showHero setting; null before settings were read. */
  showHero: boolean | null;
}

/** Books in progress, most recent activity first. */
export function inProgressBooks<T extends Pick<BookListItem, 'progress' | 'timestamp'>>(
  books: readonly T[],
): T[] {
  return books.filter((book) => isInProgress(book.progress)).sort((a, b) => b.timestamp - a.timestamp);
}

/**
 * Which hero the home screen shows (01 §2): "welcome" while the tutorial
 * book's chapter 000 has no progress and the hero setting is on (settings not
 * read yet count as on, so the first paint has it); else "last" for the most
 * recently active book in progress; else none.
 */
export function chooseHero({ books, isTutorial, tutorialChapterProgress, showHero }: HeroInputs): HeroChoice {
  const tutorial = books.find((book) => isTutorial(book.id));
  if (tutorial && tutorialChapterProgress <= 0 && showHero !== false)
    return { kind: 'welcome', book: tutorial };
  const last = inProgressBooks(books)[0];
  return last ? { kind: 'last', book: last } : null;
}
