import { describe, expect, it } from 'vitest';
import {
  bookBadge,
  bookPages,
  ESTIMATE_WPM,
  estimatedMinutes,
  formatMinutes,
  isBookNew,
  mainAction,
  seriesLine,
  truncateWords,
} from './book-presentation';
import { CHARACTERS_PER_PAGE, DESCRIPTION_WORD_LIMIT, NEW_BOOK_DAYS } from './library-constants';

const DAY = 24 * 60 * 60 * 1000;
const typable = [{ id: '000', title: 'One', mode: 'type' as const, length: 100 }];

describe('book presentation', () => {
  it('counts pages of 2000 characters, a started page counting', () => {
    expect(CHARACTERS_PER_PAGE).toBe(2000);
    expect([0, 1, 2000, 2001, 450_000].map(bookPages)).toEqual([0, 1, 1, 2, 225]);
  });

  it('estimates typing time at 40 wpm (200 characters a minute) unless told the speed', () => {
    expect(ESTIMATE_WPM).toBe(40);
    expect(estimatedMinutes(0)).toBe(0);
    expect(estimatedMinutes(200)).toBe(1);
    expect(estimatedMinutes(201)).toBe(2);
    expect(estimatedMinutes(450_000)).toBe(2250);
    expect(estimatedMinutes(450_000, 90)).toBe(1000);
    expect([0, 45, 60, 61, 2250].map(formatMinutes)).toEqual(['0m', '45m', '1h', '1h 1m', '37h 30m']);
  });

  it('marks books added in the last 7 days as new', () => {
    expect(NEW_BOOK_DAYS).toBe(7);
    const now = 1_000 * DAY;
    expect(isBookNew(now - 7 * DAY + 1, now)).toBe(true);
    expect(isBookNew(now - 7 * DAY, now)).toBe(false);
    expect(isBookNew(0, now)).toBe(false);
  });

  it('shows FREE or PREMIUM only to users without local premium, never on custom books', () => {
    expect(bookBadge({ free: true, custom: false }, false)).toBe('FREE');
    expect(bookBadge({ free: false, custom: false }, false)).toBe('PREMIUM');
    expect(bookBadge({ free: false, custom: false }, true)).toBeNull();
    expect(bookBadge({ free: false, custom: true }, false)).toBeNull();
  });

  it('picks the main action', () => {
    const book = { paywalled: false, progress: 0, length: typable.reduce((sum, c) => sum + c.length, 0) };
    expect(mainAction(book)).toEqual({ type: 'start', label: 'START' });
    expect(mainAction({ ...book, progress: 0.456 })).toEqual({
      type: 'continue',
      label: 'CONTINUE',
      percent: 45,
    });
    expect(mainAction({ ...book, progress: 0.001 })).toMatchObject({ percent: 1 });
    expect(mainAction({ ...book, progress: 0.999 })).toMatchObject({ percent: 99 });
    expect(mainAction({ ...book, progress: 1 })).toEqual({
      type: 'try-again',
      label: 'TRY AGAIN',
      doneBadge: true,
    });
    expect(mainAction({ ...book, paywalled: true, progress: 0.5 })).toEqual({
      type: 'upgrade',
      label: 'UPGRADE',
      href: '/pricing',
    });
    // The typed length counts typable chapters only, so a book of skipped chapters has none.
    expect(mainAction({ ...book, length: 0 })).toEqual({ type: 'empty', label: 'EMPTY' });
  });

  it('writes the series line with the ordinal', () => {
    expect(seriesLine({ series: 'Sherlock Holmes', part: 3 })).toBe('Sherlock Holmes #3');
    expect(seriesLine({ series: 'Sherlock Holmes', part: 0 })).toBe('Sherlock Holmes');
    expect(seriesLine({ series: null, part: 0 })).toBeNull();
  });

  it('truncates descriptions to 150 words', () => {
    expect(DESCRIPTION_WORD_LIMIT).toBe(150);
    const words = Array.from({ length: 160 }, (_, i) => `w${i}`);
    const cut = truncateWords(words.join(' '));
    expect(cut.truncated).toBe(true);
    expect(cut.text).toBe(`${words.slice(0, 150).join(' ')}…`);
    expect(truncateWords(words.slice(0, 150).join(' '))).toEqual({
      text: words.slice(0, 150).join(' '),
      truncated: false,
    });
    expect(truncateWords('  one\ntwo  ', 1)).toEqual({ text: 'one…', truncated: true });
  });
});
