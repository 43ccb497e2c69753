/**
 * The start-up's way to the session: its code (`session.ts`) loads only
 * where a session may be restored, apart from the reads of what is kept
 * (`kept-session.ts`), which the session's code uses too.
 */
import { loadOnceOnline } from '../page/load-once-online';
import { localData } from '../storage/current-profile';
import { keptUserId, mayHaveSession } from './kept-session';

/**
 * At start-up, where a session may be restored: loads the session's start-up
 * code and starts it (`startSession`), which puts the kept user's profile in
 * place; the first render waits for it. A visitor with no session to restore
 * loads nothing. When the code cannot be loaded (offline, and no service
 * worker to serve it), the kept user's profile is put in place here, the page
 * shows, and the session starts once the connection returns.
 */
export function startKeptSession(): Promise<void> {
  if (!mayHaveSession()) return Promise.resolve();
  const start = () => import('./session').then(({ startSession }) => startSession());
  return start().catch((error: unknown) => {
    console.error('The session could not be started', error);
    const kept = keptUserId();
    if (kept) localData.switchProfile(kept);
    loadOnceOnline(start).catch((again: unknown) => console.error('The session could not be started', again));
  });
}
