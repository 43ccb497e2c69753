import { AppLink } from '../common/app-link';

export interface GenreCount {
  genre: string;
  label: string;
  count: number;
  href: string;
  selected: boolean;
}

/** The genre list with a count beside each genre. */
export function GenreFilter({ genres }: { genres: readonly GenreCount[] }) {
  return (
    <nav className="genre-filter" aria-label="Genres">
      <h2 className="genre-filter__title">Genres</h2>
      <ul>
        {genres.map((g) => (
          <li key={g.genre}>
            <AppLink
              href={g.href}
              className={`genre-filter__item${g.selected ? ' genre-filter__item--selected' : ''}`}
              aria-current={g.selected ? 'true' : undefined}
            >
              <span>{g.label}</span> <span className="genre-filter__count">{g.count}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
