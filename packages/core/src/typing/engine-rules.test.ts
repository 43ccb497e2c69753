/** The spec's constants and the effects that carry records and goals. */
import { describe, expect, it } from 'vitest';
import { MIN_RECORD_CHAPTER_LENGTH, MIN_RECORD_PARAGRAPH_LENGTH } from '../stats/stats-summary';
import { acceptedAlternatives, isAcceptedAlternative } from './accepted-alternatives';
import { splitScreens } from './chapter-text';
import { Driver, session } from './engine-test-helpers';
import { readKey } from './key-input';
import { promptView } from './prompt-view';
import { swipeDirection } from './screen-swipe';
import {
  AFK_BOUNDARY_MS,
  AFK_PENALTY_MS,
  CHARS_PER_WORD,
  MAX_SCREEN_CHARS,
  PAUSE_AFTER_PARAGRAPH_MS,
  SAVED_FLASH_MS,
} from './typing-constants';

describe('constants', () => {
  it('are the spec values', () => {
    expect([CHARS_PER_WORD, MAX_SCREEN_CHARS, AFK_BOUNDARY_MS, AFK_PENALTY_MS]).toEqual([5, 4000, 2000, 500]);
    expect([PAUSE_AFTER_PARAGRAPH_MS, SAVED_FLASH_MS]).toEqual([500, 1000]);
    expect([MIN_RECORD_PARAGRAPH_LENGTH, MIN_RECORD_CHAPTER_LENGTH]).toEqual([50, 500]);
  });
});

describe('splitScreens', () => {
  it('fills screens up to 4000 characters with whole paragraphs', () => {
    expect(splitScreens([2000, 2000, 1])).toEqual([
      { first: 0, last: 1, length: 4000 },
      { first: 2, last: 2, length: 1 },
    ]);
    expect(splitScreens([5000, 10])).toEqual([
      { first: 0, last: 0, length: 5000 },
      { first: 1, last: 1, length: 10 },
    ]);
    expect(splitScreens([])).toEqual([]);
  });

  it('shows the paragraphs of the screen on view', () => {
    const d = new Driver(session(['a'.repeat(3000), 'b'.repeat(3000), 'c']));
    expect(promptView(d.state).paragraphs.map((p) => [p.index, p.status])).toEqual([[0, 'current']]);
    d.key('ArrowRight');
    expect(promptView(d.state).paragraphs.map((p) => [p.index, p.status])).toEqual([
      [1, 'unread'],
      [2, 'unread'],
    ]);
  });
});

describe('readKey', () => {
  const options = { backspaceWholeWord: false, quickRestart: 'off' as const };
  const key = (k: string, mods = {}) => readKey({ type: 'key', key: k, timeStamp: 0, ...mods }, options);

  it('lets Alt (Option) characters through but not Ctrl or Meta ones', () => {
    expect(key('–', { altKey: true })).toEqual({ kind: 'char', char: '–' });
    expect(key('c', { ctrlKey: true })).toEqual({ kind: 'ignore' });
    expect(key('v', { metaKey: true })).toEqual({ kind: 'ignore' });
    expect(key('Enter', { ctrlKey: true })).toEqual({ kind: 'ignore' });
    expect(key('Backspace', { metaKey: true })).toEqual({ kind: 'backspace', word: false });
    expect(key('\u0007')).toEqual({ kind: 'ignore' });
    expect(key('ab')).toEqual({ kind: 'ignore' });
  });
});

describe('accepted alternatives', () => {
  it('are chosen by the primary language subtag', () => {
    const en = acceptedAlternatives('en-GB');
    expect(isAcceptedAlternative(en, 'é', 'e')).toBe(true);
    expect(isAcceptedAlternative(en, '’', "'")).toBe(true);
    const fr = acceptedAlternatives('fr');
    expect(isAcceptedAlternative(fr, 'œ', 'o')).toBe(true);
    expect(isAcceptedAlternative(fr, 'é', 'e')).toBe(false);
    expect(isAcceptedAlternative(acceptedAlternatives('es'), '¿', '?')).toBe(true);
    expect(isAcceptedAlternative(acceptedAlternatives('xx'), '—', '-')).toBe(true);
    expect(isAcceptedAlternative(acceptedAlternatives('pl'), 'ł', 'l')).toBe(false);
  });
});

describe('record and goal effects', () => {
  it('saves each finished paragraph with one effect carrying its stats and missed words', () => {
    const d = new Driver(session(['ab cd', 'ef']));
    d.type('ab cx');
    d.key('Backspace');
    d.type('d\nef\n');
    const saves = d.effects.filter((e) => e.type === 'paragraphSaved');
    expect(saves.map((e) => [e.paragraph, e.stats.type, e.missed])).toEqual([
      [0, 'typed', ['cd']],
      [1, 'typed', []],
    ]);
  });

  it('reports the daily goal once when the day reaches it', () => {
    const d = new Driver(
      session(['abcd', 'efgh', 'ijkl'], { dailyGoal: { goalMs: 60_000, doneMs: 58_500 } }),
      0,
      200,
    );
    d.type('abcd\n');
    expect(d.effectTypes()).not.toContain('dailyGoalReached');
    d.type('efgh\n');
    expect(d.effects.filter((e) => e.type === 'dailyGoalReached')).toEqual([
      { type: 'dailyGoalReached', goalMinutes: 1 },
    ]);
    d.type('ijkl\n');
    expect(d.effects.filter((e) => e.type === 'dailyGoalReached')).toHaveLength(1);
  });
});

describe('swipeDirection', () => {
  it('needs more than 50 px, mostly horizontal', () => {
    expect(swipeDirection(-51, 10)).toBe('next');
    expect(swipeDirection(51, -10)).toBe('previous');
    expect(swipeDirection(-50, 0)).toBeNull();
    expect(swipeDirection(-80, 90)).toBeNull();
  });
});

describe('spaces in unnormalised text', () => {
  // Books imported before normalisation (or edited by hand) can still hold
  // narrow no-break, figure and hair spaces; a plain space types each of them.
  const spaces = ['\u00A0', '\u2009', '\u202F', '\u2007', '\u200A', '\u2002', '\u3000'];
  const typedWith = (key: string, charset: ReadonlySet<string> | null) =>
    spaces.map((space) => {
      const d = new Driver(session([`a${space}b`], { charset }));
      d.type(`a${key}b\n`);
      const saved = d.effects.find((e) => e.type === 'paragraphSaved');
      return saved?.type === 'paragraphSaved' && saved.stats.type === 'typed' ? saved.stats.acc.value : null;
    });

  it('accept a plain space, with or without a known alphabet', () => {
    const latin = new Set('abcdefghijklmnopqrstuvwxyz'.split(''));
    expect(typedWith(' ', null)).toEqual(spaces.map(() => 100));
    expect(typedWith(' ', latin)).toEqual(spaces.map(() => 100));
  });

  it('are never given away for another key', () => {
    const latin = new Set('abcdefghijklmnopqrstuvwxyz'.split(''));
    expect(typedWith('x', latin).every((acc) => acc !== null && acc < 100)).toBe(true);
  });

  it('end a word like a plain space', () => {
    const d = new Driver(session(['ab\u202Fcd']));
    d.type('ab cx\n');
    const saved = d.effects.find((e) => e.type === 'paragraphSaved');
    expect(saved?.type === 'paragraphSaved' && saved.missed).toEqual(['cd']);
  });
});
