/**
 * /showcase (03 §2): the catalogue's showcase entries, newest first: videos
 * embedded, articles with their picture; each with its date, its title and
 * its author, linked when the author has a link.
 */
import { type ShowcaseEntry, showcaseEntries } from '@typeshelf/core/share';
import { useEffect, useState } from 'react';
import { usePageTitle } from '../../page/use-page-title';
import { fetchShowcase, showcaseAsset } from '../home/community';
import '../stats/stats.css';
import '../share/share.css';

const dateText = (ms: number) => new Date(ms).toLocaleDateString(undefined, { dateStyle: 'long' });

function Entry({ entry }: { entry: ShowcaseEntry }) {
  const title = entry.title ?? (entry.type === 'video' ? 'Video' : 'Article');
  return (
    <li className="showcase-entry" data-type={entry.type}>
      {entry.type === 'video' && entry.src ? (
        <iframe src={entry.src} title={title} loading="lazy" allowFullScreen />
      ) : entry.img ? (
        <img src={showcaseAsset(entry.img)} alt="" loading="lazy" />
      ) : null}
      <div className="showcase-entry__body">
        <p className="showcase-entry__meta">
          <time dateTime={new Date(entry.createdAt).toISOString()}>{dateText(entry.createdAt)}</time>
          {' · '}
          {entry.type === 'video' ? 'Video' : 'Article'}
        </p>
        <h2>{entry.url ? <a href={entry.url}>{title}</a> : title}</h2>
        {entry.author ? (
          <p className="showcase-entry__meta">
            by {entry.author.link ? <a href={entry.author.link}>{entry.author.name}</a> : entry.author.name}
          </p>
        ) : null}
      </div>
    </li>
  );
}

export default function ShowcaseRoute() {
  usePageTitle('Showcase');
  const [entries, setEntries] = useState<ShowcaseEntry[] | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void fetchShowcase().then((found) => {
      if (live) setEntries(found ? showcaseEntries(found) : null);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className="stats-page">
      {/* One header block: the page's grid gap would otherwise add to the heading's own margins. */}
      <header className="stats-page__header">
        <h1>Showcase</h1>
        <p className="stats-page__totals">Videos and articles about typing books with Typeshelf.</p>
      </header>
      {entries === undefined ? (
        <p aria-live="polite">Loading...</p>
      ) : !entries || entries.length === 0 ? (
        <p>Nothing to show yet.</p>
      ) : (
        <ul className="showcase-list">
          {entries.map((entry) => (
            <Entry key={`${entry.createdAt}-${entry.title ?? entry.src}`} entry={entry} />
          ))}
        </ul>
      )}
    </div>
  );
}
