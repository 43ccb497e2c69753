import { describe, expect, it } from 'vitest';
import type { BookListItem, ChapterInfo } from '../book/book-types';
import { chapterCard, chooseHero, targetChapter } from './chapter-choice';

const chapter = (id: string, mode: ChapterInfo['mode'] = 'type', length = 100): ChapterInfo => ({
  id,
  title: id,
  mode,
  length,
});
const done = (progress: number) => ({ progress });

describe('the chapter the main button opens', () => {
  const chapters = [
    chapter('000', 'hide'),
    chapter('001', 'skip'),
    chapter('002'),
    chapter('003'),
    chapter('004'),
    chapter('005', 'type', 0),
  ];

  it('starts and restarts at the first typable chapter', () => {
    expect(targetChapter(chapters, {}, null, 0)).toBe('002');
    expect(targetChapter(chapters, { '002': done(1) }, '004', 1)).toBe('002');
  });

  it('continues the last chapter while unfinished, else the next unfinished one, wrapping round', () => {
    expect(targetChapter(chapters, { '003': done(0.5) }, '003', 0.2)).toBe('003');
    expect(targetChapter(chapters, { '003': done(1) }, '003', 0.3)).toBe('004');
    expect(targetChapter(chapters, { '003': done(1), '004': done(1) }, '004', 0.6)).toBe('002');
    expect(targetChapter(chapters, { '002': done(1) }, 'gone', 0.3)).toBe('003');
  });

  it('has nothing to open without a typable chapter', () => {
    expect(targetChapter([chapter('000', 'hide'), chapter('001', 'type', 0)], {}, null, 0)).toBeNull();
  });
});

describe("the results screen's chapter card", () => {
  const chapters = [chapter('000', 'hide', 10), chapter('001'), chapter('002', 'skip', 50), chapter('003')];

  it('shows the current chapter while unfinished, then the next typable one', () => {
    expect(chapterCard(chapters, { '001': done(0.5) }, '001')).toEqual({
      kind: 'current',
      chapter: chapters[1],
    });
    expect(chapterCard(chapters, { '001': done(1) }, '001')).toEqual({ kind: 'next', chapter: chapters[3] });
    expect(chapterCard(chapters, { '001': done(1), '003': done(1) }, '003')).toBeNull();
  });

  it('wraps round to an earlier unfinished chapter', () => {
    expect(chapterCard(chapters, { '003': done(1) }, '003')).toEqual({ kind: 'next', chapter: chapters[1] });
  });

  it('never offers a chapter with nothing to type', () => {
    const withEmpty = [chapter('001'), chapter('002', 'type', 0), chapter('003', 'type', 0)];
    // The empty chapters are never done (no characters to finish) and still never offered.
    expect(chapterCard(withEmpty, { '001': done(1) }, '001')).toBeNull();
    expect(chapterCard(withEmpty, {}, '002')).toEqual({ kind: 'next', chapter: withEmpty[0] });
  });
});

describe('the home hero', () => {
  const book = (id: string, progress = 0, timestamp = 0) => ({ id, progress, timestamp }) as BookListItem;
  const isTutorial = (id: string) => id.endsWith('--first-steps');
  const books = [book('typeshelf--first-steps'), book('a', 0.5, 10), book('b', 0.2, 20), book('c', 1, 30)];

  it('welcomes while the tutorial chapter is untouched and the hero is on, or settings are not read yet', () => {
    expect(chooseHero({ books, isTutorial, tutorialChapterProgress: 0, showHero: true })?.kind).toBe(
      'welcome',
    );
    expect(chooseHero({ books, isTutorial, tutorialChapterProgress: 0, showHero: null })?.kind).toBe(
      'welcome',
    );
  });

  it('continues the most recent book in progress otherwise', () => {
    expect(chooseHero({ books, isTutorial, tutorialChapterProgress: 0, showHero: false })).toEqual({
      kind: 'last',
      book: books[2],
    });
    expect(chooseHero({ books, isTutorial, tutorialChapterProgress: 1, showHero: true })?.book.id).toBe('b');
  });

  it('shows none when nothing is in progress and the welcome does not apply', () => {
    expect(
      chooseHero({ books: [book('c', 1)], isTutorial, tutorialChapterProgress: 0, showHero: true }),
    ).toBeNull();
  });
});
