import { AppLink } from '../common/app-link';

/** One control of the pagination bar. */
export type PaginationControl =
  | { type: 'previous'; page: number | null }
  | { type: 'next'; page: number | null }
  | { type: 'page'; page: number; current: boolean }
  | { type: 'dots'; key: string };

export interface PaginationNavProps {
  controls: readonly PaginationControl[];
  hrefFor: (page: number) => string;
  /** Distinguishes the top and bottom bars for assistive technology. */
  label: string;
}

/** The page links; renders nothing when there are no controls (one page). */
export function PaginationNav({ controls, hrefFor, label }: PaginationNavProps) {
  if (controls.length === 0) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {controls.map((control) => {
          switch (control.type) {
            case 'previous':
            case 'next': {
              const text = control.type === 'previous' ? 'Previous page' : 'Next page';
              const arrow = control.type === 'previous' ? '‹' : '›';
              return (
                <li key={control.type}>
                  {control.page === null ? (
                    <span className="pagination__item pagination__item--disabled" aria-hidden="true">
                      {arrow}
                    </span>
                  ) : (
                    <AppLink href={hrefFor(control.page)} className="pagination__item" aria-label={text}>
                      {arrow}
                    </AppLink>
                  )}
                </li>
              );
            }
            case 'page':
              return (
                <li key={`page-${control.page}`}>
                  <AppLink
                    href={hrefFor(control.page)}
                    className={`pagination__item${control.current ? ' pagination__item--current' : ''}`}
                    aria-current={control.current ? 'page' : undefined}
                    aria-label={`Page ${control.page}`}
                  >
                    {control.page}
                  </AppLink>
                </li>
              );
            case 'dots':
              return (
                <li key={control.key} className="pagination__dots" aria-hidden="true">
                  …
                </li>
              );
            default: {
              const never: never = control;
              return never;
            }
          }
        })}
      </ul>
    </nav>
  );
}
