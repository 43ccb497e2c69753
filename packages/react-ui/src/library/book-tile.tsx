import { isComplete } from '@typeshelf/core/book';
import { AppLink } from '../common/app-link';

export interface BookTileProps {
  href: string;
  title: string;
  author: string;
  coverUrl: string | null;
  /** 0..1 */
  progress: number;
  pages: number;
  /** FREE or PREMIUM for non-premium users; null otherwise. */
  badge: 'FREE' | 'PREMIUM' | null;
  isNew: boolean;
  favorite: boolean;
}

/** One book in a grid: cover, title, author, progress bar and badges. */
export function BookTile({
  href,
  title,
  author,
  coverUrl,
  progress,
  pages,
  badge,
  isNew,
  favorite,
}: BookTileProps) {
  const percent = Math.floor(progress * 100);
  return (
    <li className="book-tile">
      <AppLink href={href} className="book-tile__link">
        <span className="book-tile__cover">
          {coverUrl ? (
            <img src={coverUrl} alt="" loading="lazy" width={160} height={240} />
          ) : (
            <span className="book-tile__placeholder" aria-hidden="true">
              {title}
            </span>
          )}
          <span className="book-tile__badges">
            {badge ? <span className={`badge badge--${badge.toLowerCase()}`}>{badge}</span> : null}
            {isNew ? <span className="badge badge--new">NEW</span> : null}
            {favorite ? (
              <span className="badge badge--favorite" role="img" aria-label="Favourite">
                ♥
              </span>
            ) : null}
          </span>
        </span>
        <span className="book-tile__title">{title}</span>
        <span className="book-tile__author">{author}</span>
        <span className="book-tile__meta">
          {pages} {pages === 1 ? 'page' : 'pages'}
          {progress > 0 ? <> · {isComplete(progress) ? 'Done' : `${percent}%`}</> : null}
        </span>
        {progress > 0 ? (
          <span className="progress-bar" aria-hidden="true">
            <span className="progress-bar__fill" style={{ width: `${Math.min(100, percent)}%` }} />
          </span>
        ) : null}
      </AppLink>
    </li>
  );
}
