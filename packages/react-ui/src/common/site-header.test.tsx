import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteHeader } from './site-header';

afterEach(cleanup);

describe('SiteHeader', () => {
  it('keeps the links named by their labels, icons aside, and marks the current one', () => {
    render(<SiteHeader path="/stats" extraLinks={[{ href: '/login', label: 'Log in' }]} />);
    for (const name of ['Library', 'Upload', 'Stats', 'Settings', 'Log in'])
      expect(screen.getByRole('link', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Stats' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens the menu with the button, moves the focus into it, and closes on Escape back on the button', () => {
    render(<SiteHeader path="/" />);
    const button = screen.getByRole('button', { name: 'Menu' });
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list?.hasAttribute('data-open')).toBe(false);

    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list?.hasAttribute('data-open')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Library' }));

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes the menu when a link is followed or the page changes', () => {
    const { rerender } = render(<SiteHeader path="/" />);
    const button = screen.getByRole('button', { name: 'Menu' });
    act(() => button.click());
    act(() => screen.getByRole('link', { name: 'Upload' }).click());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => button.click());
    rerender(<SiteHeader path="/books" />);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
