/**
 * /showcase (03 §2): the catalogue's showcase entries, newest first: videos
 * embedded, articles with their picture; each with its date, its title and
 * its author, linked when the author has a link.
 */
import { type ShowcaseEntry, showcaseEntries } from '@typeshelf/core/share';
import { useEffect, useState } from 'react';
import { staticUrl } from '../../page/static-url';
import { usePageTitle } from '../../page/use-page-title';
import { fetchShowcase } from '../home/community';
import '../stats/stats.css';
import '../share/share.css';

const dateText = (ms: number) => new Date(ms).toLocaleDateString(undefined, { dateStyle: 'long' });
/** A catalogue path ('/books/…') is served from the static origin; a full address is used as is. */
const asset = (src: string) => (/^https?:/u.test(src) ? src : staticUrl(src.replace(/^\//u, '')));

function Entry({ entry }: { entry: ShowcaseEntry }) {
  const title = entry.title ?? (entry.type === 'video' ? 'Video' : 'Article');
  return (
    <li className="showcase-entry" data-type={entry.type}>
      {entry.type === 'video' && entry.src ? (
        <iframe src={entry.src} title={title} loading="lazy" allowFullScreen />
      ) : entry.img ? (
        <img src={asset(entry.img)} alt="" loading="lazy" />
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
      <h1>Showcase</h1>
      <p>Videos and articles about typing books with Typeshelf.</p>
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
