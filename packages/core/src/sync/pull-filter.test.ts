import { describe, expect, it } from 'vitest';
import { rowsAfterFilter } from './pull-filter';

describe('rowsAfterFilter', () => {
  it('asks for a later time, or the same time and a later book, chapter or paragraph', () => {
    const cursor = { modified_at: '2026-11-26T10:00:00.5+00:00', book_id: 'a--b', chapter: 3, paragraph: 7 };
    expect(rowsAfterFilter(cursor)).toBe(
      'modified_at.gt."2026-11-26T10:00:00.5+00:00",' +
        'and(modified_at.eq."2026-11-26T10:00:00.5+00:00",book_id.gt."a--b"),' +
        'and(modified_at.eq."2026-11-26T10:00:00.5+00:00",book_id.eq."a--b",chapter.gt.3),' +
        'and(modified_at.eq."2026-11-26T10:00:00.5+00:00",book_id.eq."a--b",chapter.eq.3,paragraph.gt.7)',
    );
  });

  it('keeps quotes and backslashes in a book id inside its quoted value', () => {
    const filter = rowsAfterFilter({ modified_at: 't', book_id: 'x"y\\z', chapter: 0, paragraph: 0 });
    expect(filter).toContain('book_id.gt."x\\"y\\\\z"');
  });
});
