import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaginationNav } from './pagination-nav';

afterEach(cleanup);

describe('PaginationNav', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(
      <PaginationNav controls={[]} hrefFor={(p) => `/books?page=${p}`} label="Pages" />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('links every page, marks the current one and disables the ends', () => {
    render(
      <PaginationNav
        label="Pages"
        hrefFor={(p) => (p === 1 ? '/books' : `/books?page=${p}`)}
        controls={[
          { type: 'previous', page: null },
          { type: 'page', page: 1, current: true },
          { type: 'page', page: 2, current: false },
          { type: 'dots', key: 'end' },
          { type: 'page', page: 12, current: false },
          { type: 'next', page: 2 },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/books');
    expect(screen.getByRole('link', { name: 'Page 12' }).getAttribute('href')).toBe('/books?page=12');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/books?page=2');
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
  });
});
