/**
 * /books (01 §2): every view is an address; actions go through core's
 * `applyLibraryAction` and land in the URL, so reloads keep them.
 */
import {
  applyLibraryAction,
  BOOKS_PER_PAGE_DESKTOP,
  BOOKS_PER_PAGE_MOBILE,
  FREE_CUSTOM_BOOKS_LIMIT,
  LIBRARY_TABS,
  type LibraryAction,
  libraryHref,
  type PrivateTabNote,
  pageForArrowKey,
  parseLibraryQuery,
  privateTabNotes,
  showAddBookTile,
  viewLibrary,
} from '@typeshelf/core/library';
import type { SortOrder } from '@typeshelf/core/settings';
import {
  AddBookTile,
  AppLink,
  BookTile,
  CriteriaChips,
  GenreFilter,
  LibraryTabs,
  PaginationNav,
  SearchBox,
} from '@typeshelf/react-ui';
import { SearchX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { bookTileProps } from '../../books/book-tile';
import { useCatalogueSearch } from '../../books/use-catalogue-search';
import { useLibraryList } from '../../books/use-library-books';
import { useTaxonomyLabels } from '../../books/use-taxonomy-labels';
import { isDevMode } from '../../page/dev-mode';
import { useIsMobile } from '../../page/use-is-mobile';
import { usePageTitle } from '../../page/use-page-title';
import { useSession } from '../../session/use-session';
import { useSettings } from '../../settings/use-settings';
import { chipLabel, ORDER_LABELS, TAB_LABELS } from './library-labels';

/** One seed per visit, so `random` is stable while paging. */
const RANDOM_SEED = Math.floor(Math.random() * 2 ** 31);

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

function PrivateTabNoteView({ note }: { note: PrivateTabNote }) {
  switch (note.type) {
    case 'stored-locally':
      return (
        <p className="notice">
          Custom books are stored locally in this browser. <AppLink href={note.importHref}>Import</AppLink>{' '}
          books, export them as TBF from each book's page, or{' '}
          <AppLink href={note.upgradeHref}>Upgrade</AppLink> to keep them in sync.
        </p>
      );
    case 'beta-limit':
      return (
        <p className="notice">
          During the beta the Free plan keeps up to {FREE_CUSTOM_BOOKS_LIMIT} custom books.
        </p>
      );
    case 'limit-reached':
      return <p className="notice notice--error">{note.text}</p>;
    default: {
      const never: never = note;
      return never;
    }
  }
}

export default function LibraryRoute() {
  usePageTitle('Library');
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => parseLibraryQuery(new URLSearchParams(search)), [search]);
  const library = useLibraryList();
  const labels = useTaxonomyLabels();
  const { device, updateUi } = useSettings();
  const mobile = useIsMobile();
  const session = useSession();
  const [now] = useState(() => Date.now());
  const isLocalPremium = (session.plan ?? session.accountInfo).isLocalPremium;

  const hrefOf = (action: LibraryAction) => libraryHref(applyLibraryAction(query, action));
  const act = (action: LibraryAction) => navigate(hrefOf(action));

  const { found, pending, awaiting, onTyping } = useCatalogueSearch(library.searchShards, query.search);
  // While the lists still arrive they change the page shown (a search's hits, and the listing in most
  // orders) with each one: covers wait for the last list, or for the answer to the words typed (titles
  // stand in), so the line is not spent on covers of books about to go.
  const refining = library.arriving && (awaiting || query.search.trim() === '');
  const view = useMemo(
    () =>
      viewLibrary(library.books, query, found, {
        now,
        perPage: mobile ? BOOKS_PER_PAGE_MOBILE : BOOKS_PER_PAGE_DESKTOP,
        defaultOrder: device.ui.sortBy,
        seed: RANDOM_SEED,
        showActive: device.ui.showActive,
        showDone: device.ui.showDone,
      }),
    [library.books, found, query, now, mobile, device.ui.sortBy, device.ui.showActive, device.ui.showDone],
  );

  // Arrow keys move between pages (outside text fields).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const page = pageForArrowKey(view.pagination, event.key);
      if (page !== null) {
        event.preventDefault();
        navigate(libraryHref(applyLibraryAction(query, { type: 'set-page', page })));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [view.pagination, query, navigate]);

  // A genre or topic chip, and the genre list, wait for the taxonomy's labels rather than show ids.
  const chips = view.chips.flatMap((chip) => {
    const label = chipLabel(chip, labels);
    return label === null
      ? []
      : [{ key: chip.kind, label, href: hrefOf({ type: 'remove-chip', chip: chip.kind }) }];
  });
  const hrefForPage = (page: number) => hrefOf({ type: 'set-page', page });
  const controls = view.pagination.items.map((item) =>
    item.type === 'dots' ? { type: 'dots' as const, key: item.position } : item,
  );
  const uploadContext = {
    isPremium: session.accountInfo.isPremium,
    isLocalPremium,
    devMode: isDevMode(),
    customCount: library.customCount,
  };
  const canAdd = showAddBookTile(uploadContext);
  const notes =
    query.tab === 'private' ? privateTabNotes({ ...uploadContext, signedIn: session.userId !== null }) : [];
  const showToggles = query.tab !== 'in-progress' && query.tab !== 'done';

  return (
    <div className="library">
      <h1 className="visually-hidden">Library</h1>
      <div className="library__bar">
        <SearchBox
          value={query.search}
          autoFocus={query.focus}
          onSearch={(text) => act({ type: 'set-search', search: text })}
          onTyping={onTyping}
        />
        <label className="library__sort">
          <span>Sort by</span>
          <select
            value={view.order}
            onChange={(event) => {
              const order = event.target.value as SortOrder;
              void updateUi({ sortBy: order });
              act({ type: 'set-order', order });
            }}
          >
            {view.orders.map((order) => (
              <option key={order} value={order}>
                {ORDER_LABELS[order]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <LibraryTabs
        tabs={LIBRARY_TABS.map((tab) => ({
          tab,
          label: TAB_LABELS[tab],
          href: hrefOf({ type: 'set-tab', tab }),
          current: tab === query.tab,
        }))}
      />
      {showToggles ? (
        <fieldset className="library__toggles">
          <legend className="visually-hidden">Show books</legend>
          <label>
            <input
              type="checkbox"
              checked={device.ui.showActive}
              onChange={(event) => void updateUi({ showActive: event.target.checked })}
            />{' '}
            Show in progress
          </label>
          <label>
            <input
              type="checkbox"
              checked={device.ui.showDone}
              onChange={(event) => void updateUi({ showDone: event.target.checked })}
            />{' '}
            Show done
          </label>
        </fieldset>
      ) : null}
      <CriteriaChips chips={chips} clearHref={view.showClearAll ? hrefOf({ type: 'clear-all' }) : null} />
      {notes.map((note) => (
        <PrivateTabNoteView key={note.type} note={note} />
      ))}
      <div className="library__body">
        <GenreFilter
          genres={(labels ? view.genres : []).map((g) => ({
            genre: g.genre,
            label: labels?.genre(g.genre) ?? g.genre,
            count: g.count,
            selected: query.genre === g.genre,
            href: hrefOf({
              type: 'set-criteria',
              criteria: { genre: query.genre === g.genre ? null : g.genre },
            }),
          }))}
        />
        <section className="library__results" aria-label="Books">
          <p className="library__count" aria-live="polite">
            {library.status === 'loading' || pending ? 'Loading...' : view.foundText}
          </p>
          {library.status !== 'loading' &&
          !pending &&
          view.books.length === 0 &&
          !(query.tab === 'private' && canAdd) ? (
            <div className="empty-state">
              <SearchX aria-hidden="true" className="empty-state__icon" size={32} strokeWidth={1.75} />
              <p className="empty-state__title">
                {query.search.trim()
                  ? `No book matches “${query.search.trim()}” here.`
                  : 'No book matches these filters.'}
              </p>
              <p className="empty-state__next">
                Check the spelling, or <AppLink href={hrefOf({ type: 'clear-all' })}>show every book</AppLink>
                . A book of your own? <AppLink href="/upload">Upload it</AppLink>.
              </p>
            </div>
          ) : null}
          <PaginationNav controls={controls} hrefFor={hrefForPage} label="Pages, top" />
          <ul className="book-grid">
            {query.tab === 'private' && canAdd ? <AddBookTile /> : null}
            {view.books.map((book) => (
              <BookTile
                key={book.id}
                {...bookTileProps(book, isLocalPremium, now)}
                {...(refining ? { coverUrl: null } : {})}
              />
            ))}
          </ul>
          <PaginationNav controls={controls} hrefFor={hrefForPage} label="Pages, bottom" />
        </section>
      </div>
    </div>
  );
}
