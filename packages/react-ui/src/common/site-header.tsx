import type { MouseEvent } from 'react';
import { AppLink } from './app-link';

export interface SiteHeaderProps {
  /** The path shown now, to mark the current link. */
  path: string;
  /** Goes to the library with the search box focused (mobile). */
  searchHref?: string;
  /** Links after the main ones (the account links of development mode). */
  extraLinks?: readonly { href: string; label: string }[];
  /** Settings clicked while already on settings: the app goes back (02 §2). */
  onLeaveSettings?: () => void;
}

const LINKS = [
  { href: '/books', label: 'Library' },
  { href: '/upload', label: 'Upload' },
  { href: '/stats', label: 'Stats' },
  { href: '/settings', label: 'Settings' },
];

/** The header: brand, main navigation, and the mobile search button. */
export function SiteHeader({
  path,
  searchHref = '/books?focus=true',
  extraLinks = [],
  onLeaveSettings,
}: SiteHeaderProps) {
  const onSettings = path.startsWith('/settings') && onLeaveSettings;
  return (
    <header className="site-header">
      <nav aria-label="Main" className="site-header__nav">
        <AppLink href="/" className="site-header__brand" aria-current={path === '/' ? 'page' : undefined}>
          Typeshelf
        </AppLink>
        <ul className="site-header__links">
          {[...LINKS, ...extraLinks].map((link) => (
            <li key={link.href}>
              <AppLink
                href={link.href}
                aria-current={path.startsWith(link.href) ? 'page' : undefined}
                onClick={
                  link.href === '/settings' && onSettings
                    ? (event: MouseEvent) => {
                        event.preventDefault();
                        onSettings();
                      }
                    : undefined
                }
              >
                {link.label}
              </AppLink>
            </li>
          ))}
        </ul>
        <AppLink href={searchHref} className="site-header__search" aria-label="Search books">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <circle cx="10" cy="10" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2" />
          </svg>
        </AppLink>
      </nav>
    </header>
  );
}
