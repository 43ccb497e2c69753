import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { CHAPTER_PREVIEW_CHARS, chapterPreview } from './chapter-preview';

describe('chapterPreview', () => {
  it('is half a page: 1000 characters', () => {
    expect(CHAPTER_PREVIEW_CHARS).toBe(1000);
  });

  it('keeps a short chapter whole, paragraphs joined', () => {
    expect(chapterPreview(['One.', ' Two. '])).toBe('One. Two.');
  });

  it('cuts a long chapter at the last whole word and marks the cut', () => {
    const preview = chapterPreview(['word '.repeat(400)]);
    expect(preview.endsWith('word…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(CHAPTER_PREVIEW_CHARS + 1);
  });

  test.prop([fc.array(fc.string({ maxLength: 400 }), { maxLength: 12 })])(
    'never gives more than half a page and the ellipsis',
    (paragraphs) => {
      expect(chapterPreview(paragraphs).length).toBeLessThanOrEqual(CHAPTER_PREVIEW_CHARS + 1);
    },
  );
});
