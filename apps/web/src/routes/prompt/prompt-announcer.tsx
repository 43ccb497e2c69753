/**
 * The prompt's polite live region, with a state of its own: an announcement
 * (a finished paragraph, an error key) renders this region alone, not the
 * page around the text, and after the key that made it rather than inside
 * its event, as the prompt bar's figures do (`renderAfterKey`).
 */
import { renderAfterKey } from '@typeshelf/react-ui';
import { useEffect, useState } from 'react';
import { proxy, snapshot, subscribe } from 'valtio';

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
  const [{ text, n }, setShown] = useState(() => snapshot(announcer));
  useEffect(() => {
    const follow = () => renderAfterKey(() => setShown(snapshot(announcer)));
    follow();
    return subscribe(announcer, follow);
  }, [announcer]);
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
