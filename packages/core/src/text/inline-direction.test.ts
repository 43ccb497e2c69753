import { describe, expect, it } from 'vitest';
import { inlineDirection } from './inline-direction';

/** Every character's direction as one string: "<" rtl, ">" ltr. */
const directions = (text: string, paragraph: 'ltr' | 'rtl') => {
  const chars = [...text];
  return chars.map((_, i) => (inlineDirection(chars, i, paragraph) === 'rtl' ? '<' : '>')).join('');
};

describe('inlineDirection', () => {
  it('reads a Latin name and a number inside a Hebrew paragraph as left to right', () => {
    expect(directions('שלום Alice 42!', 'rtl')).toBe('<<<<<>>>>><>><');
  });

  it('reads an Arabic word inside an English paragraph as right to left, its spaces as the paragraph', () => {
    expect(directions('say مرحبا now', 'ltr')).toBe('>>>><<<<<>>>>');
  });

  it('gives the spaces between two Latin words in an rtl paragraph the words’ direction', () => {
    expect(directions('עם New York היום', 'rtl')).toBe('<<<>>>>>>>><<<<<');
  });

  it('uses the paragraph direction past the end and for text with no strong letters', () => {
    expect(inlineDirection([...'abc'], 3, 'rtl')).toBe('rtl');
    expect(directions('...', 'rtl')).toBe('<<<');
  });
});
