import type { GeneratedCoverInput } from '@typeshelf/core/book';
import { describe, expect, it } from 'vitest';
import { coverAfterEdit } from './generated-cover';

/** A stand-in drawing: the same words always give the same picture. */
const draw = ({ title, author, genres }: GeneratedCoverInput) =>
  `data:image/webp;base64,${btoa(`${title}|${author}|${genres.join(',')}`)}`;

const book = { title: 'Old Title', author: 'Ann Writer', genres: ['fantasy'] };
const generated = { ...book, cover: draw(book) };

describe('the cover after an edit', () => {
  it('draws a generated cover again from the new title, author or genres', () => {
    for (const edited of [
      { ...book, title: 'New Title' },
      { ...book, author: 'Someone Else' },
      { ...book, genres: ['horror'] },
    ])
      expect(coverAfterEdit(generated, edited, generated.cover, draw)).toBe(draw(edited));
  });

  it('keeps it when the drawn words did not change', () => {
    expect(coverAfterEdit(generated, { ...book }, generated.cover, draw)).toBe(generated.cover);
  });

  it('keeps a cover of the book’s own, one the user chose, and none', () => {
    const own = { ...book, cover: 'data:image/jpeg;base64,AAAA' };
    expect(coverAfterEdit(own, { ...book, title: 'New' }, own.cover, draw)).toBe(own.cover);
    const chosen = 'https://covers.openlibrary.org/b/id/1-L.jpg';
    expect(coverAfterEdit(generated, { ...book, title: 'New' }, chosen, draw)).toBe(chosen);
    expect(coverAfterEdit({ ...book, cover: null }, { ...book, title: 'New' }, null, draw)).toBeNull();
  });

  it('keeps the old one where the browser cannot draw', () => {
    const noCanvas = (input: GeneratedCoverInput) => (input.title === book.title ? generated.cover : null);
    expect(coverAfterEdit(generated, { ...book, title: 'New' }, generated.cover, noCanvas)).toBe(
      generated.cover,
    );
  });
});
