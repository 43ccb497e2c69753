import type { ReactNode } from 'react';

export interface BannerProps {
  title: string;
  children?: ReactNode;
  /** Buttons such as Ignore and Don't remind. */
  actions?: { label: string; onClick: () => void }[];
  tone?: 'info' | 'warning';
}

/** A dismissible notice block inside a page. */
export function Banner({ title, children, actions = [], tone = 'info' }: BannerProps) {
  return (
    <section className={`banner banner--${tone}`} aria-label={title}>
      <strong className="banner__title">{title}</strong>
      {children ? <div className="banner__body">{children}</div> : null}
      {actions.length > 0 ? (
        <div className="banner__actions">
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className="button button--small"
              onClick={action.onClick}
            >
              {action.label}
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
