import { AppLink } from '../common/app-link';
import { formatDuration } from './stats-grid';

export interface BookCompleteExtraProps {
  title: string;
  /** Chapters typed or read to the end. */
  chapters: number;
  /** The book's typing time in ms. */
  timeMs: number;
  /** Characters typed over the whole book. */
  typed: number;
  /** Average speed over the book, in wpm. */
  wpm: number;
}

/**
 * The book-complete view's extra block (02 §2): what finishing the book took,
 * and where to look back on it.
 */
export function BookCompleteExtra({ title, chapters, timeMs, typed, wpm }: BookCompleteExtraProps) {
  return (
    <section className="book-complete-extra" aria-labelledby="book-complete-extra-title">
      <h2 id="book-complete-extra-title">Congratulations, you finished {title}!</h2>
      <p>
        {chapters} {chapters === 1 ? 'chapter' : 'chapters'}, {typed.toLocaleString('en')} characters in{' '}
        {formatDuration(timeMs)} of typing, at {Math.round(wpm)} wpm on average.
      </p>
      <p>
        <AppLink href="/stats">See all your stats</AppLink>
      </p>
    </section>
  );
}
