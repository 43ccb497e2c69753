/**
 * The book edit screen's cover and lookups: the cover with the extra covers
 * to change it to, the title-and-author suggestions, and "Find missing info"
 * with its status line (fetching, loaded, none found, or the service out of reach).
 */
import type { BookSuggestion } from '@typeshelf/core/book';
import { Button } from '@typeshelf/react-ui';
import { coverSrc } from '../../books/cover-src';
import { isDevMode } from '../../page/dev-mode';
import { type BookLookups, LOOKUP_UNREACHABLE, type LookupStatus } from './use-book-lookups';

const INFO_STATUS: Record<LookupStatus, string | null> = {
  idle: null,
  fetching: 'Fetching extra info...',
  loaded: 'Extra info loaded.',
  none: 'No extra info found.',
  failed: LOOKUP_UNREACHABLE,
};

export interface BookLookupPanelProps {
  lookups: BookLookups;
  cover: string | null;
  title: string;
  /** Whether a lookup can run (a title is written). */
  canLook: boolean;
  onChooseCover: (url: string) => void;
  onSuggestion: (suggestion: BookSuggestion) => void;
}

export function BookLookupPanel({
  lookups,
  cover,
  title,
  canLook,
  onChooseCover,
  onSuggestion,
}: BookLookupPanelProps) {
  const src = coverSrc(cover);
  return (
    <div className="edit-book__lookups">
      <section className="edit-book__cover" aria-labelledby="edit-book-cover">
        <h2 id="edit-book-cover">Book cover</h2>
        <div className="edit-book__cover-row">
          {src ? (
            <img className="edit-book__cover-image" src={src} alt={`Cover of ${title}`} />
          ) : (
            <div className="edit-book__cover-image edit-book__cover-image--none">No cover</div>
          )}
          <div>
            <Button
              onClick={() => void lookups.loadCovers()}
              disabled={!canLook || lookups.coversStatus === 'fetching'}
            >
              {lookups.coversStatus === 'fetching' ? 'Loading covers...' : 'Get extra covers'}
            </Button>
          </div>
        </div>
        {lookups.covers.length > 0 ? (
          <ul className="edit-book__covers" aria-label="Extra covers">
            {lookups.covers.map((extra, index) => (
              <li key={extra.id}>
                <button
                  type="button"
                  className="edit-book__cover-choice"
                  aria-label={`Use cover ${index + 1}`}
                  onClick={() => onChooseCover(extra.url)}
                >
                  <img src={extra.url} alt="" loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className="edit-book__suggestions" aria-labelledby="edit-book-suggestions">
        <h2 id="edit-book-suggestions">Look up this book</h2>
        <div className="edit-book__lookup-actions">
          <Button
            onClick={() => void lookups.loadSuggestions()}
            disabled={!canLook || lookups.suggestionsStatus === 'fetching'}
          >
            {lookups.suggestionsStatus === 'fetching' ? 'Loading suggestions...' : 'Get suggestions'}
          </Button>
          <Button
            onClick={() => void lookups.findMissing()}
            disabled={!canLook || lookups.info === 'fetching'}
          >
            Find missing info
          </Button>
          {/* The external rating lookup is a development option (02 §6). */}
          {isDevMode() ? <Button onClick={() => void lookups.lookUpRating()}>Look up rating</Button> : null}
        </div>
        <p className="edit-book__status" role="status">
          {INFO_STATUS[lookups.info]}
        </p>
        {lookups.suggestions.length > 0 ? (
          <ul className="edit-book__suggestion-list" aria-label="Suggestions">
            {lookups.suggestions.map((suggestion) => (
              <li key={suggestion.openlibraryId}>
                <span>
                  <strong>{suggestion.title}</strong>
                  {suggestion.author ? ` by ${suggestion.author}` : ''}
                  {suggestion.year !== null ? ` (${suggestion.year})` : ''}
                </span>
                <Button
                  size="small"
                  onClick={() => onSuggestion(suggestion)}
                  aria-label={`Use ${suggestion.title}${suggestion.author ? ` by ${suggestion.author}` : ''}`}
                >
                  Use
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
