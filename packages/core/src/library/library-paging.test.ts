import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { BOOKS_PER_PAGE_DESKTOP, BOOKS_PER_PAGE_MOBILE } from './library-constants';
import { type PageItem, pageForArrowKey, paginate } from './library-paging';

const render = (items: PageItem[]) =>
  items
    .map((item) => {
      switch (item.type) {
        case 'previous':
          return item.page === null ? '(<)' : '<';
        case 'next':
          return item.page === null ? '(>)' : '>';
        case 'dots':
          return '…';
        default:
          return item.current ? `[${item.page}]` : String(item.page);
      }
    })
    .join(' ');

describe('pagination', () => {
  it('pins 24 books a page on desktop and 12 on mobile', () => {
    expect(BOOKS_PER_PAGE_DESKTOP).toBe(24);
    expect(BOOKS_PER_PAGE_MOBILE).toBe(12);
  });

  it('is hidden for one page', () => {
    expect(paginate(0, 1, 24).items).toEqual([]);
    expect(paginate(24, 1, 24).items).toEqual([]);
    expect(paginate(0, 1, 24)).toMatchObject({ pageCount: 1, page: 1, start: 0, end: 0 });
  });

  it('shows every number under 10 pages', () => {
    expect(render(paginate(25, 2, 24).items)).toBe('1 [2]');
    expect(render(paginate(9 * 24, 5, 24).items)).toBe('1 2 3 4 [5] 6 7 8 9');
  });

  it('otherwise shows previous, first, neighbours, dots, last and next', () => {
    const bar = (page: number) => render(paginate(20 * 12, page, 12).items);
    expect(bar(1)).toBe('(<) [1] 2 … 20 >');
    expect(bar(3)).toBe('< 1 2 [3] 4 … 20 >');
    expect(bar(10)).toBe('< 1 … 9 [10] 11 … 20 >');
    expect(bar(18)).toBe('< 1 … 17 [18] 19 20 >');
    expect(bar(20)).toBe('< 1 … 19 [20] (>)');
    expect(render(paginate(10 * 24, 5, 24).items)).toBe('< 1 … 4 [5] 6 … 10 >');
  });

  it('keeps the page in range and slices it', () => {
    expect(paginate(50, 9, 24)).toMatchObject({ pageCount: 3, page: 3, start: 48, end: 50 });
    expect(paginate(50, 0, 24)).toMatchObject({ page: 1, start: 0, end: 24 });
  });

  it('moves with the arrow keys', () => {
    const pagination = paginate(100, 2, 24);
    expect(pageForArrowKey(pagination, 'ArrowLeft')).toBe(1);
    expect(pageForArrowKey(pagination, 'ArrowRight')).toBe(3);
    expect(pageForArrowKey(paginate(100, 5, 24), 'ArrowRight')).toBeNull();
    expect(pageForArrowKey(pagination, 'Enter')).toBeNull();
  });

  test.prop([fc.integer({ min: 0, max: 2000 }), fc.constantFrom(12, 24)])(
    'pages cover every book exactly once',
    (total, perPage) => {
      const { pageCount } = paginate(total, 1, perPage);
      const seen: number[] = [];
      for (let page = 1; page <= pageCount; page++) {
        const { start, end } = paginate(total, page, perPage);
        for (let i = start; i < end; i++) seen.push(i);
        expect(end - start).toBeLessThanOrEqual(perPage);
      }
      expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
    },
  );

  test.prop([fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 300 })])(
    'the bar always shows the first, current and last page once',
    (total, page) => {
      const pagination = paginate(total, page, 12);
      if (pagination.pageCount === 1) return;
      const numbers = pagination.items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(numbers).toContain(1);
      expect(numbers).toContain(pagination.page);
      expect(numbers).toContain(pagination.pageCount);
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    },
  );
});
