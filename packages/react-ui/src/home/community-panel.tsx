import type { ReactNode } from 'react';

/** A panel's loading state: "Loading...", the content, or "No info available." */
export type PanelState<T> = { state: 'loading' } | { state: 'ok'; value: T } | { state: 'none' };

export function CommunityPanel<T>({
  title,
  data,
  render,
}: {
  title: string;
  data: PanelState<T>;
  render: (value: T) => ReactNode;
}) {
  return (
    <section className="community-panel" aria-label={title}>
      <h2>{title}</h2>
      {data.state === 'loading' ? <p>Loading...</p> : null}
      {data.state === 'none' ? <p>No info available.</p> : null}
      {data.state === 'ok' ? render(data.value) : null}
    </section>
  );
}
