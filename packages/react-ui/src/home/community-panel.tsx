import type { ReactNode } from 'react';

/** A panel's loading state: "Loading...", the content, or "No info available." */
export type PanelState<T> = { state: 'loading' } | { state: 'ok'; value: T } | { state: 'none' };

/**
 * A community card: its feed (01 §8's "Loading..." and "No info available."
 * while it has none), under a line saying what the card is for and over a
 * link to the community itself, so a feed that is down or not set up still
 * leaves the card a next step.
 */
export function CommunityPanel<T>({
  title,
  icon,
  about,
  action,
  data,
  render,
}: {
  title: string;
  /** A decorative icon before the title. */
  icon?: ReactNode;
  /** What the card is for, shown whatever its feed does. */
  about?: string;
  /** The next step: a link to the community the feed comes from, or to the page it samples. */
  action?: ReactNode;
  data: PanelState<T>;
  render: (value: T) => ReactNode;
}) {
  return (
    <section className="community-panel" aria-label={title}>
      <h2>
        {icon}
        {title}
      </h2>
      {about ? <p className="community-panel__about">{about}</p> : null}
      {data.state === 'loading' ? <p className="community-panel__status">Loading...</p> : null}
      {data.state === 'none' ? <p className="community-panel__status">No info available.</p> : null}
      {data.state === 'ok' ? render(data.value) : null}
      {action ? <p className="community-panel__action">{action}</p> : null}
    </section>
  );
}
