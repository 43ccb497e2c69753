import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { metadataText } from './metadata-text';

describe('metadataText', () => {
  it('drops bidi overrides so a title reads as written', () => {
    expect(metadataText('The \u202eevil\u202c Book')).toBe('The evil Book');
    expect(metadataText('\u2067abc\u2069 \u200fdef\u200e')).toBe('abc def');
  });

  it('turns controls into spaces and collapses whitespace', () => {
    expect(metadataText('  One\u0000two\nthree\u0085four\u2028five  ')).toBe('One two three four five');
  });

  it('keeps joiners and other scripts', () => {
    expect(metadataText('👩\u200d💻 שלום עולם')).toBe('👩\u200d💻 שלום עולם');
  });

  it('is idempotent and leaves no bidi control', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const once = metadataText(text);
        expect(metadataText(once)).toBe(once);
        const bidiOrControl = (char: string) => {
          const code = char.codePointAt(0)!;
          return (
            code < 0x20 ||
            code === 0x61c ||
            code === 0x200e ||
            code === 0x200f ||
            (code >= 0x202a && code <= 0x202e) ||
            (code >= 0x2066 && code <= 0x2069)
          );
        };
        expect([...once].some(bidiOrControl)).toBe(false);
      }),
    );
  });
});
