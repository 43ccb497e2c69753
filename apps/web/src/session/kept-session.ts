/**
 * What start-up reads of a session kept from an earlier visit, straight from
 * where supabase-js keeps it and without loading anything: whether there may
 * be one to restore, and whose it is. A visitor with neither loads none of
 * the session's start-up code (`session.ts`).
 */
import { loadOnceOnline } from '../page/load-once-online';
import { localData } from '../storage/current-profile';
import { AUTH_STORAGE_KEY } from './backend-config';

/**
 * Whether this page may have a session to restore: one kept from an earlier
 * visit, or an auth service redirect carrying a PKCE code or tokens. Only
 * then is the client loaded at start-up.
 */
export function mayHaveSession(): boolean {
  try {
    if (window.localStorage.getItem(AUTH_STORAGE_KEY) !== null) return true;
  } catch {
    // Storage blocked: nothing kept, but a redirect below may still bring a session.
  }
  const { search, hash } = window.location;
  return /[?&]code=/.test(search) || /access_token=|error_description=/.test(hash);
}

/**
 * The user of the session kept from an earlier visit, read straight from
 * where supabase-js keeps it, before the client loads; null when none is
 * kept or it cannot be read. Only a guess until the client confirms it.
 */
export function keptUserId(): string | null {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null');
    const id = (kept as { user?: { id?: unknown } } | null)?.user?.id;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}

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
