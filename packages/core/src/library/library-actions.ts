import {
  type BookType,
  EMPTY_LIBRARY_QUERY,
  isSearching,
  type LengthBucket,
  type LibraryQuery,
  type LibraryTab,
  type SortOrder,
} from './library-query';
import { offeredSortOrders } from './library-sort';

/** The criteria that show as removable chips. */
export type ChipKind = 'search' | 'author' | 'series' | 'genre' | 'topic' | 'type' | 'length';

/** One removable criterion chip. `value` is the raw value; the screen chooses its label. */
export interface LibraryChip {
  kind: ChipKind;
  value: string;
}

/** The chips of a query, in this order: search, author, series, genre, topic, type, length. */
export function libraryChips(query: LibraryQuery): LibraryChip[] {
  const chips: LibraryChip[] = [];
  if (isSearching(query)) chips.push({ kind: 'search', value: query.search.trim() });
  const add = (kind: ChipKind, value: string | null) => {
    if (value !== null) chips.push({ kind, value });
  };
  add('author', query.author);
  add('series', query.series);
  add('genre', query.genre);
  add('topic', query.topic);
  add('type', query.type);
  add('length', query.length);
  return chips;
}

/** The CLEAR-all chip shows when more than one criterion is set. */
export function showClearAll(query: LibraryQuery): boolean {
  return libraryChips(query).length > 1;
}

/** The filter criteria an action can set. */
export interface LibraryCriteria {
  genre: string | null;
  topic: string | null;
  author: string | null;
  series: string | null;
  type: BookType | null;
  length: LengthBucket | null;
}

/** Everything the library screen can do to its query. */
export type LibraryAction =
  | { type: 'set-criteria'; criteria: Partial<LibraryCriteria> }
  | { type: 'remove-chip'; chip: ChipKind }
  | { type: 'clear-all' }
  | { type: 'set-search'; search: string }
  | { type: 'set-tab'; tab: LibraryTab }
  | { type: 'set-order'; order: SortOrder | null }
  | { type: 'set-page'; page: number };

const CHIP_FIELD: Record<Exclude<ChipKind, 'search'>, keyof LibraryCriteria> = {
  author: 'author',
  series: 'series',
  genre: 'genre',
  topic: 'topic',
  type: 'type',
  length: 'length',
};

/** Drops a chosen order that the query no longer offers (part without series, relevance without search). */
function tidyOrder(query: LibraryQuery): LibraryQuery {
  if (query.order === null || offeredSortOrders(query).includes(query.order)) return query;
  return { ...query, order: null };
}

/**
 * The library's reset rules as one pure transition:
 *
 * - setting a criterion or removing a chip resets the page;
 * - CLEAR-all removes every chip criterion and resets the page;
 * - a non-blank search sets the order to relevance and resets the page;
 * - changing tab clears author, genre, type, search, series and page (topic
 *   and length stay);
 * - choosing an order resets the page;
 * - an order the query no longer offers is dropped (back to the default);
 * - every action turns the one-shot `focus` off.
 */
export function applyLibraryAction(query: LibraryQuery, action: LibraryAction): LibraryQuery {
  const base = { ...query, focus: false };
  switch (action.type) {
    case 'set-criteria':
      return tidyOrder({ ...base, ...action.criteria, page: 1 });
    case 'remove-chip':
      if (action.chip === 'search') return tidyOrder({ ...base, search: '', page: 1 });
      return tidyOrder({ ...base, [CHIP_FIELD[action.chip]]: null, page: 1 });
    case 'clear-all':
      return tidyOrder({
        ...base,
        search: '',
        author: null,
        series: null,
        genre: null,
        topic: null,
        type: null,
        length: null,
        page: 1,
      });
    case 'set-search':
      return tidyOrder({
        ...base,
        search: action.search,
        order: isSearching(action) ? 'relevance' : base.order,
        page: 1,
      });
    case 'set-tab':
      return tidyOrder({
        ...base,
        tab: action.tab,
        author: null,
        genre: null,
        type: null,
        search: EMPTY_LIBRARY_QUERY.search,
        series: null,
        page: 1,
      });
    case 'set-order':
      return tidyOrder({ ...base, order: action.order, page: 1 });
    case 'set-page':
      return { ...base, page: Math.max(1, Math.floor(action.page) || 1) };
    default: {
      const unknown: never = action;
      throw new Error(`Unknown library action ${JSON.stringify(unknown)}`);
    }
  }
}
