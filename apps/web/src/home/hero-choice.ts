/**
 * Which hero the home screen shows (01 §2): "welcome" while the tutorial
 * book's chapter 000 has no progress and the hero setting is on (settings not
 * read yet count as on, so the first paint has it); else "last" for the most
 * recently active book in progress; else none.
 */
import type { BookListItem } from '@typeshelf/core';
import { isTutorialId } from '../state/tutorial';

export type HeroChoice =
  | { kind: 'welcome'; book: BookListItem }
  | { kind: 'last'; book: BookListItem }
  | null;

export interface HeroInputs {
  books: readonly BookListItem[];
  /** Progress of the tutorial's chapter 000 (0 when never opened). */
  tutorialChapterProgress: number;
  /** The showHero setting; null before settings were read. */
  showHero: boolean | null;
}

/** Books in progress, most recent activity first. */
export const inProgressBooks = (books: readonly BookListItem[]) =>
  books.filter((book) => book.progress > 0 && book.progress < 1).sort((a, b) => b.timestamp - a.timestamp);

export function chooseHero({ books, tutorialChapterProgress, showHero }: HeroInputs): HeroChoice {
  const tutorial = books.find((book) => isTutorialId(book.id));
  if (tutorial && tutorialChapterProgress <= 0 && showHero !== false)
    return { kind: 'welcome', book: tutorial };
  const last = inProgressBooks(books)[0];
  return last ? { kind: 'last', book: last } : null;
}
