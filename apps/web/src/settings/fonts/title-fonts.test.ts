import { describe, expect, it } from 'vitest';
import { hasCjk } from './load-fonts';

describe('hasCjk', () => {
  it('finds the characters only the CJK families draw, in any title', () => {
    expect(hasCjk('吾輩は猫である')).toBe(true);
    expect(hasCjk('第一章　はじめに')).toBe(true);
    expect(hasCjk('Alice: 不思議の国')).toBe(true);
    expect(hasCjk('红楼梦')).toBe(true);
  });

  it('leaves latin, accented and Cyrillic titles to the UI face', () => {
    expect(hasCjk('The Hound of the Baskervilles')).toBe(false);
    expect(hasCjk('Les Misérables — Tome I')).toBe(false);
    expect(hasCjk('Война и мир')).toBe(false);
    expect(hasCjk(null)).toBe(false);
  });
});
