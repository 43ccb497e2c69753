import {
  BarChart3,
  BookOpen,
  CircleUserRound,
  type LucideIcon,
  Menu,
  Search,
  Settings,
  Upload,
  X,
} from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
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

const LINKS: readonly { href: string; label: string; icon: LucideIcon }[] = [
  { href: '/books', label: 'Library', icon: BookOpen },
  { href: '/upload', label: 'Upload', icon: Upload },
  { href: '/stats', label: 'Stats', icon: BarChart3 },
  { href: '/settings', label: 'Settings', icon: Settings },
];

/**
 * The header: brand, main navigation, and the mobile search button. Below
 * 700 px (CSS) the links fold into a menu opened by a button: it says whether
 * it is open (`aria-expanded`), moves the focus to the first link, and closes
 * on Escape (focus back on the button), on a click outside and on navigation.
 */
export function SiteHeader({
  path,
  searchHref = '/books?focus=true',
  extraLinks = [],
  onLeaveSettings,
}: SiteHeaderProps) {
  const onSettings = path.startsWith('/settings') && onLeaveSettings;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  // A new page closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `path` is the trigger, not a value read.
  useEffect(() => setOpen(false), [path]);

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector('a')?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };

  const links = [...LINKS, ...extraLinks.map((link) => ({ ...link, icon: CircleUserRound }))];
  return (
    <header className="site-header">
      <nav aria-label="Main" className="site-header__nav" onKeyDown={onKeyDown}>
        <AppLink href="/" className="site-header__brand" aria-current={path === '/' ? 'page' : undefined}>
          <span className="site-header__logo" aria-hidden="true" />
          Typeshelf
        </AppLink>
        <button
          ref={button}
          type="button"
          className="site-header__menu-button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label="Menu"
          onClick={() => setOpen((was) => !was)}
        >
          {open ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
        </button>
        <ul id={menuId} ref={list} className="site-header__links" data-open={open || undefined}>
          {links.map((link) => {
            const Icon = link.icon;
            return (
              <li key={link.href}>
                <AppLink
                  href={link.href}
                  aria-current={path.startsWith(link.href) ? 'page' : undefined}
                  onClick={(event: MouseEvent) => {
                    setOpen(false);
                    if (link.href === '/settings' && onSettings) {
                      event.preventDefault();
                      onSettings();
                    }
                  }}
                >
                  <Icon aria-hidden="true" className="site-header__icon" size={18} strokeWidth={2} />
                  {link.label}
                </AppLink>
              </li>
            );
          })}
        </ul>
        <AppLink href={searchHref} className="site-header__search" aria-label="Search books">
          <Search aria-hidden="true" size={22} />
        </AppLink>
      </nav>
    </header>
  );
}
