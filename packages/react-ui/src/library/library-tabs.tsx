import { AppLink } from '../common/app-link';

export interface LibraryTabLink {
  tab: string;
  label: string;
  href: string;
  current: boolean;
}

/** The library tabs as links (each tab is an address). */
export function LibraryTabs({ tabs }: { tabs: readonly LibraryTabLink[] }) {
  return (
    <nav className="library-tabs" aria-label="Library tabs">
      <ul>
        {tabs.map((t) => (
          <li key={t.tab}>
            <AppLink
              href={t.href}
              className={`library-tabs__tab${t.current ? ' library-tabs__tab--current' : ''}`}
              aria-current={t.current ? 'page' : undefined}
            >
              {t.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
