import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { type CoverText, generatedCoverLayout, paletteForGenres } from './cover-layout';

const texts = (role: CoverText['role'], input: Parameters<typeof generatedCoverLayout>[0]) =>
  generatedCoverLayout(input).shapes.filter((s): s is CoverText => s.kind === 'text' && s.role === role);

describe('the generated cover', () => {
  it('is 320 px wide at 2:3, on the genre’s background', () => {
    const drawing = generatedCoverLayout({
      title: 'Dracula',
      author: 'Bram Stoker',
      genres: ['fiction', 'horror'],
    });
    expect([drawing.width, drawing.height]).toEqual([320, 480]);
    expect(drawing.shapes[0]).toMatchObject({
      kind: 'rect',
      width: 320,
      height: 480,
      fill: paletteForGenres(['horror']).background,
    });
  });

  it('wraps the title at 10 characters at least and the author at 20', () => {
    expect(
      texts('title', { title: 'The Strange Case of Dr. Jekyll and Mr. Hyde', author: 'x', genres: [] }).map(
        (t) => t.text,
      ),
    ).toEqual(['The Strange', 'Case of Dr.', 'Jekyll and', 'Mr. Hyde']);
    expect(
      texts('author', { title: 'x', author: 'Robert Louis Stevenson', genres: [] }).map((t) => t.text),
    ).toEqual(['Robert Louis', 'Stevenson']);
  });

  it('writes the defaults for a book without title or author', () => {
    expect(texts('title', { title: '', author: '', genres: [] }).map((t) => t.text)).toEqual(['No Title']);
    expect(texts('author', { title: '', author: '', genres: [] }).map((t) => t.text)).toEqual(['Unknown']);
  });

  test.prop([fc.string({ maxLength: 300 }), fc.string({ maxLength: 200 })])(
    'never takes more than 5 title lines or 3 author lines, and keeps inside the cover',
    (title, author) => {
      const drawing = generatedCoverLayout({ title, author, genres: [] });
      expect(texts('title', { title, author, genres: [] }).length).toBeLessThanOrEqual(5);
      expect(texts('author', { title, author, genres: [] }).length).toBeLessThanOrEqual(3);
      for (const shape of drawing.shapes) expect(shape.x).toBeGreaterThanOrEqual(0);
    },
  );
});
