import type { BookListItem } from '@typeshelf/core';
import { describe, expect, it } from 'vitest';
import { chooseHero } from './hero-choice';

const book = (id: string, progress = 0, timestamp = 0) => ({ id, progress, timestamp }) as BookListItem;

describe('the home hero', () => {
  const books = [book('typeshelf--first-steps'), book('a', 0.5, 10), book('b', 0.2, 20), book('c', 1, 30)];

  it('welcomes while the tutorial chapter is untouched and the hero is on, or settings are not read yet', () => {
    expect(chooseHero({ books, tutorialChapterProgress: 0, showHero: true })?.kind).toBe('welcome');
    expect(chooseHero({ books, tutorialChapterProgress: 0, showHero: null })?.kind).toBe('welcome');
  });

  it('continues the most recent book in progress otherwise', () => {
    expect(chooseHero({ books, tutorialChapterProgress: 0, showHero: false })).toEqual({
      kind: 'last',
      book: books[2],
    });
    expect(chooseHero({ books, tutorialChapterProgress: 1, showHero: true })?.book.id).toBe('b');
  });

  it('shows none when nothing is in progress and the welcome does not apply', () => {
    expect(chooseHero({ books: [book('c', 1)], tutorialChapterProgress: 0, showHero: true })).toBeNull();
  });
});
