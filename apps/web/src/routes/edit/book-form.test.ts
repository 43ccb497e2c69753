import { fc, test } from '@fast-check/vitest';
import { sampleBookInfo } from '@typeshelf/fixtures';
import { describe, expect, it } from 'vitest';
import { formFromInfo, goodreadsId, infoFromForm, missingFields, openlibraryId } from './book-form';

const info = sampleBookInfo({
  id: 'unknown--a-study',
  title: 'A Study',
  titleAlpha: 'study',
  description: 'One.',
  longDescription: ['Two.', 'Three.'],
  year: 1887,
  genres: ['mystery'],
  createdAt: 1,
  updatedAt: 1,
});

describe('the book edit form', () => {
  it('needs a trimmed title and a language', () => {
    expect(missingFields({ ...formFromInfo(info), title: '   ', language: '' })).toEqual([
      'title',
      'language',
    ]);
    expect(missingFields(formFromInfo(info))).toEqual([]);
  });

  it('saves the rules of 02 §5', () => {
    const saved = infoFromForm(
      info,
      {
        ...formFromInfo(info),
        title: '  The Sign of Four ',
        author: ' ',
        description: 'Line one\n  line two',
        longDescription: 'First\n\nSecond\n',
        year: '3000',
        series: 'Holmes',
        part: '0',
        rating: '1.5',
        popularity: '-3',
        goodreadsId: 'https://www.goodreads.com/book/show/12345.The_Sign',
        openlibraryId: 'https://openlibrary.org/works/OL262421W/The_Sign',
      },
      99,
      2026,
    );
    expect(saved).toMatchObject({
      title: 'The Sign of Four',
      titleAlpha: 'sign of four',
      author: 'Unknown',
      description: 'Line one line two',
      longDescription: ['First', 'Second'],
      year: 2026,
      series: 'Holmes',
      part: 1,
      rating: 1,
      popularity: 0,
      goodreadsId: '12345',
      openlibraryId: 'OL262421W',
      updatedAt: 99,
      id: info.id,
    });
  });

  it('reads ids from plain values too', () => {
    expect(goodreadsId('987abc')).toBe('987');
    expect(goodreadsId('abc')).toBeNull();
    expect(openlibraryId('ol1w')).toBe('OL1W');
  });

  test.prop([fc.string()])('the description is always one line', (description) => {
    const saved = infoFromForm(info, { ...formFromInfo(info), description }, 1, 2026);
    expect(saved.description).not.toMatch(/[\n\r]/);
  });

  it('round-trips an info through the form unchanged', () => {
    expect(infoFromForm(info, formFromInfo(info), 1, 2026)).toEqual(info);
  });
});
