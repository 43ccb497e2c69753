import { describe, expect, it } from 'vitest';
import { shareImageFileName, shareImageShown, successSoundPlays } from './results-share';

describe('shareImageShown', () => {
  it('shows on the chapter tab for a complete chapter and on the book tab for a complete book', () => {
    const cases = [
      { view: 'chapter', chapterComplete: true, bookComplete: false, shown: true },
      { view: 'chapter', chapterComplete: false, bookComplete: true, shown: false },
      { view: 'book', chapterComplete: true, bookComplete: false, shown: false },
      { view: 'book', chapterComplete: false, bookComplete: true, shown: true },
    ] as const;
    for (const { shown, ...options } of cases) expect(shareImageShown(options)).toBe(shown);
  });
});

describe('successSoundPlays', () => {
  it('plays for a complete book while the share dialog is hidden', () => {
    expect(successSoundPlays({ bookComplete: true, shareOpen: false })).toBe(true);
    expect(successSoundPlays({ bookComplete: true, shareOpen: true })).toBe(false);
    expect(successSoundPlays({ bookComplete: false, shareOpen: false })).toBe(false);
  });
});

describe('shareImageFileName', () => {
  const now = Date.UTC(2026, 10, 25, 23, 59);
  it('names the book, the chapter on the chapter view, and the day', () => {
    expect(shareImageFileName({ bookId: 'first-steps', chapterId: '003', view: 'chapter', now })).toBe(
      'typeshelf-first-steps-003-2026-11-25.png',
    );
    expect(shareImageFileName({ bookId: 'first-steps', chapterId: '003', view: 'book', now })).toBe(
      'typeshelf-first-steps-2026-11-25.png',
    );
  });

  it('keeps only file-safe characters of odd ids', () => {
    expect(shareImageFileName({ bookId: 'a/b c?', chapterId: null, view: 'chapter', now })).toBe(
      'typeshelf-a-b-c-2026-11-25.png',
    );
  });
});
