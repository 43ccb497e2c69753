/**
 * The session facts this half of the app reads: the account's premium flags
 * (signed-out visitors have neither) and development mode (hosts starting
 * with "dev." or the local flag).
 */
import { useSyncExternalStore } from 'react';
import { localData } from './local-data';

export interface AccountInfo {
  isPremium: boolean;
  /** Premium on this device: a Starter or a Premium account (every premium account is). */
  isLocalPremium: boolean;
}

export interface Session {
  userId: string | null;
  accountInfo: AccountInfo;
}

const SIGNED_OUT: Session = { userId: null, accountInfo: { isPremium: false, isLocalPremium: false } };

let session: Session = SIGNED_OUT;
const listeners = new Set<() => void>();

/**
 * Replaces the session (sign-in, sign-out, account info refresh). The local
 * stores follow the user: signing in switches to that user's profile,
 * signing out back to the anonymous one.
 */
export function setSession(next: Session): void {
  const { isPremium, isLocalPremium } = next.accountInfo;
  session = { ...next, accountInfo: { isPremium, isLocalPremium: isLocalPremium || isPremium } };
  localData.switchProfile(next.userId);
  for (const listener of listeners) listener();
}

function getSession(): Session {
  return session;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** The local flag that turns development mode on outside dev hosts. */
export const DEV_MODE_FLAG = 'typeshelf:dev-mode';

/** Development mode (01 §9): hosts starting with "dev." or the local flag. */
export function isDevMode(): boolean {
  if (window.location.hostname.startsWith('dev.')) return true;
  try {
    return window.localStorage.getItem(DEV_MODE_FLAG) === 'true';
  } catch {
    return false;
  }
}
