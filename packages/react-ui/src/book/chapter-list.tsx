import { AppLink } from '../common/app-link';

export interface ChapterRow {
  id: string;
  title: string;
  mode: 'type' | 'skip';
  href: string | null;
  wpm: number | null;
  accuracy: number | null;
  /** 'done', a percentage like '40%', or '' when not started. */
  status: string;
  pages: number;
}

/** The table of contents: hidden chapters are not passed in; skippable ones say so. */
export function ChapterList({ chapters }: { chapters: readonly ChapterRow[] }) {
  return (
    <ol className="chapter-list">
      {chapters.map((chapter) => (
        <li key={chapter.id} className={`chapter-list__item chapter-list__item--${chapter.mode}`}>
          <span className="chapter-list__title">
            {chapter.href ? <AppLink href={chapter.href}>{chapter.title}</AppLink> : chapter.title}
            {chapter.mode === 'skip' ? ' ' : null}
            {chapter.mode === 'skip' ? (
              <span className="chapter-list__skip">
                <span className="badge badge--skip">SKIP THIS</span>{' '}
                <span className="chapter-list__note">Not needed for 100% completion.</span>
              </span>
            ) : null}
          </span>
          <span className="chapter-list__figures">
            <span>{chapter.wpm === null ? '– wpm' : `${Math.round(chapter.wpm)} wpm`}</span>
            <span>{chapter.accuracy === null ? '– acc' : `${Math.round(chapter.accuracy)}% acc`}</span>
            <span>{chapter.status || 'not started'}</span>
            <span>
              {chapter.pages} {chapter.pages === 1 ? 'page' : 'pages'}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
