import { PAGINATION_ALL_NUMBERS_BELOW } from './library-constants';

/** One control of the pagination bar. A null page means the control is disabled. */
export type PageItem =
  | { type: 'previous'; page: number | null }
  | { type: 'page'; page: number; current: boolean }
  | { type: 'dots'; position: 'start' | 'end' }
  | { type: 'next'; page: number | null };

/** Which slice of a sorted list a page shows, and the bar to move between pages. */
export interface Pagination {
  /** At least 1, even for an empty list. */
  pageCount: number;
  /** The requested page, kept within 1..pageCount. */
  page: number;
  /** Slice bounds into the sorted list: `list.slice(start, end)`. */
  start: number;
  end: number;
  /**
   * The bar: empty when there is one page; every number when there are
   * fewer than 10 pages; otherwise previous, first, the current page with
   * one neighbour each side, dots for the gaps, last and next. A gap of a
   * single page shows that page instead of dots.
   */
  items: PageItem[];
}

/** Paginates `total` books at `perPage` a page (24 on desktop, 12 on mobile). */
export function paginate(total: number, page: number, perPage: number): Pagination {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(pageCount, Math.max(1, Math.floor(page) || 1));
  const start = (current - 1) * perPage;
  const end = Math.min(total, start + perPage);
  return { pageCount, page: current, start, end, items: pageItems(pageCount, current) };
}

const number = (page: number, current: number): PageItem => ({
  type: 'page',
  page,
  current: page === current,
});

function pageItems(pageCount: number, current: number): PageItem[] {
  if (pageCount <= 1) return [];
  if (pageCount < PAGINATION_ALL_NUMBERS_BELOW) {
    return Array.from({ length: pageCount }, (_, i) => number(i + 1, current));
  }
  let low = Math.max(2, current - 1);
  let high = Math.min(pageCount - 1, current + 1);
  if (low === 3) low = 2;
  if (high === pageCount - 2) high = pageCount - 1;
  const items: PageItem[] = [
    { type: 'previous', page: current > 1 ? current - 1 : null },
    number(1, current),
  ];
  if (low > 2) items.push({ type: 'dots', position: 'start' });
  for (let page = low; page <= high; page++) items.push(number(page, current));
  if (high < pageCount - 1) items.push({ type: 'dots', position: 'end' });
  items.push(number(pageCount, current), { type: 'next', page: current < pageCount ? current + 1 : null });
  return items;
}

/** The page an arrow key moves to (when shortcuts are on), or null at either end. */
export function pageForArrowKey(
  pagination: Pick<Pagination, 'page' | 'pageCount'>,
  key: string,
): number | null {
  if (key === 'ArrowLeft') return pagination.page > 1 ? pagination.page - 1 : null;
  if (key === 'ArrowRight') return pagination.page < pagination.pageCount ? pagination.page + 1 : null;
  return null;
}
