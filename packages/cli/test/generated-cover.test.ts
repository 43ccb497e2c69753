import { fc, test } from '@fast-check/vitest';
import { wrapAt, wrapBalanced } from '@typeshelf/core/book';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generatedCoverSvg, paletteForGenres } from '../src/cover/generated-cover';
import { renderCovers } from '../src/cover/render-covers';

describe('wrapBalanced', () => {
  it('widens past the minimum only when the lines would not fit', () => {
    expect(wrapBalanced('The Strange Case of Dr. Jekyll and Mr. Hyde', 10, 5)).toEqual([
      'The Strange',
      'Case of Dr.',
      'Jekyll and',
      'Mr. Hyde',
    ]);
    expect(wrapBalanced('Dracula', 10, 5)).toEqual(['Dracula']);
    expect(wrapBalanced('Arthur Conan Doyle', 20, 3)).toEqual(['Arthur Conan Doyle']);
  });

  test.prop([fc.string({ maxLength: 200 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 6 })])(
    'never exceeds the line limit and keeps every word in order',
    (text, minWidth, maxLines) => {
      const lines = wrapBalanced(text, minWidth, maxLines);
      expect(lines.length).toBeLessThanOrEqual(maxLines);
      expect(lines.join(' ')).toBe(text.trim().split(/\s+/).filter(Boolean).join(' '));
    },
  );

  test.prop([
    fc.array(fc.stringMatching(/^[a-z]{1,12}$/), { maxLength: 30 }),
    fc.integer({ min: 1, max: 30 }),
  ])('wrapAt only goes over the width for a single long word', (words, width) => {
    for (const line of wrapAt(words.join(' '), width))
      if (line.includes(' ')) expect(line.length).toBeLessThanOrEqual(width);
  });
});

describe('generatedCoverSvg', () => {
  it('colours by the most specific genre that has a palette', () => {
    expect(paletteForGenres(['fiction', 'unknown', 'horror'])).toEqual(paletteForGenres(['horror']));
    expect(paletteForGenres(['fiction'])).not.toEqual(paletteForGenres(['horror']));
    expect(paletteForGenres(['nothing-known'])).toEqual(paletteForGenres([]));
    expect(paletteForGenres(['horror'])).not.toEqual(paletteForGenres(['poetry']));
    const svg = generatedCoverSvg({ title: 'Poems', author: 'Keats', genres: ['poetry'] });
    expect(svg).toContain(`fill="${paletteForGenres(['poetry']).background}"`);
  });

  it('writes the title in at most five lines and escapes it', () => {
    const svg = generatedCoverSvg({
      title: 'A Very Long Title & Many Words That Go On And On For Quite Some Time Indeed',
      author: 'Someone <Else>',
      genres: [],
    });
    expect(svg).toContain('&amp;');
    expect(svg).toContain('Someone &lt;Else&gt;');
    expect(svg.match(/font-weight="bold"/g)!.length).toBeLessThanOrEqual(5);
  });

  it('rasterises to 320×480 and 160×240 WebP', async () => {
    const svg = generatedCoverSvg({ title: 'First Steps', author: 'Typeshelf', genres: ['nonfiction'] });
    const covers = await renderCovers({ mediaType: 'image/svg+xml', bytes: new TextEncoder().encode(svg) });
    const big = await sharp(covers.cover).metadata();
    const small = await sharp(covers.small).metadata();
    expect([big.format, big.width, big.height]).toEqual(['webp', 320, 480]);
    expect([small.format, small.width, small.height]).toEqual(['webp', 160, 240]);
  });
});
