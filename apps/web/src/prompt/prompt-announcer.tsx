/**
 * The prompt's polite live region, with a state of its own: an announcement
 * (a finished paragraph, an error key) renders this region alone, not the
 * page around the text, inside the key that made it.
 */
import { proxy, useSnapshot } from 'valtio';

export interface Announcer {
  text: string;
  /** Counts announcements, so a repeated sentence is a new one to assistive technology. */
  n: number;
}

export const createAnnouncer = (): Announcer => proxy({ text: '', n: 0 });

export function setAnnouncement(announcer: Announcer, text: string): void {
  announcer.text = text;
  announcer.n += 1;
}

export function PromptAnnouncer({ announcer }: { announcer: Announcer }) {
  const { text, n } = useSnapshot(announcer);
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
