import { describe, expect, it } from 'vitest';
import { Driver, session } from './engine-test-helpers';
import { paragraphView } from './prompt-view';
import { judgeWord, lookupWord, missedWords, wordAt, wordSpans } from './word-judgement';

describe('judgeWord', () => {
  it('is correct while the original starts with the typed word, inaccurate once complete and different', () => {
    expect(judgeWord('quick', '', false)).toBe('untyped');
    expect(judgeWord('quick', 'qui', false)).toBe('correct');
    expect(judgeWord('quick', 'qx', false)).toBe('incorrect');
    expect(judgeWord('quick', 'quick', true)).toBe('correct');
    expect(judgeWord('quick', 'quack', true)).toBe('inaccurate');
  });

  it('judges the words of the prompt from what was typed', () => {
    const d = new Driver(session(['The quick brown fox']));
    d.type('The quack br');
    expect(paragraphView(d.state, 0).words.map((w) => w.judgement)).toEqual([
      'correct',
      'inaccurate',
      'correct',
      'untyped',
    ]);
    d.type('x');
    expect(paragraphView(d.state, 0).words[2]?.judgement).toBe('incorrect');
  });
});

describe('lookupWord', () => {
  it('strips edge non-letters, lower-cases and cuts at the first apostrophe', () => {
    expect(lookupWord('"Hello,"')).toBe('hello');
    expect(lookupWord("Don't")).toBe('don');
    expect(lookupWord('Arthur’s')).toBe('arthur');
    expect(lookupWord('(1984)')).toBe('');
    expect(lookupWord('—Żółć!')).toBe('żółć');
  });

  it('finds the word at an index, or the one before a space', () => {
    const chars = Array.from('one two  three');
    expect(wordAt(chars, 0)).toBe('one');
    expect(wordAt(chars, 3)).toBe('one');
    expect(wordAt(chars, 5)).toBe('two');
    expect(wordAt(chars, 8)).toBe('two');
    expect(wordAt(chars, 14)).toBe('three');
    expect(wordSpans(chars)).toEqual([
      { start: 0, end: 3 },
      { start: 4, end: 7 },
      { start: 9, end: 14 },
    ]);
  });
});

describe('missed words', () => {
  it('records words typed with a typo, even corrected, but not punctuation-only typos', () => {
    const d = new Driver(session(['Hello, world and Sun.']));
    d.type('Hellx');
    d.key('Backspace');
    d.type('o; world and Sun!\n');
    expect(d.effects).toContainEqual(
      expect.objectContaining({ type: 'paragraphSaved', paragraph: 0, missed: ['hello'] }),
    );
  });

  it('reports nothing for a clean paragraph', () => {
    const d = new Driver(session(['Clean text.']));
    d.type('Clean text.\n');
    expect(d.effects).toContainEqual(
      expect.objectContaining({ type: 'paragraphSaved', paragraph: 0, missed: [] }),
    );
  });

  it('is a function of the log', () => {
    const chars = Array.from('ab cd');
    const log = [
      { type: 'char' as const, t: 0, paragraph: 0, index: 3, typed: 'x', correct: false },
      { type: 'char' as const, t: 1, paragraph: 1, index: 0, typed: 'x', correct: false },
    ];
    expect(missedWords(chars, log, 0, 0, 2)).toEqual(['cd']);
  });
});
