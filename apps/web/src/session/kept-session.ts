/**
 * What start-up reads of a session kept from an earlier visit, straight from
 * where supabase-js keeps it and without loading anything: whether there may
 * be one to restore, and whose it is. A visitor with neither loads none of
 * the session's start-up code (`start-kept-session.ts`).
 */
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
