/**
 * The prompt's polite live region, with its own little store: an
 * announcement (a finished paragraph, an error key) renders this region
 * alone, not the page around the text, inside the key that made it.
 */
import { useSyncExternalStore } from 'react';

interface Announcement {
  text: string;
  /** Counts announcements, so a repeated sentence is a new one to assistive technology. */
  n: number;
}

export interface Announcer {
  announce: (text: string) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => Announcement;
}

export function createAnnouncer(): Announcer {
  let current: Announcement = { text: '', n: 0 };
  const listeners = new Set<() => void>();
  return {
    announce: (text) => {
      current = { text, n: current.n + 1 };
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => current,
  };
}

export function PromptAnnouncer({ announcer }: { announcer: Announcer }) {
  const { text, n } = useSyncExternalStore(announcer.subscribe, announcer.getSnapshot, announcer.getSnapshot);
  return (
    <div
      className="visually-hidden"
      role="status"
      aria-label="Typing announcements"
      data-testid="prompt-announcer"
    >
      <span key={n}>{text}</span>
    </div>
  );
}
