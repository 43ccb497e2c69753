/**
 * The session store: core's session transition fed with supabase-js auth
 * events and get_premium answers, its effects run here. Screens read it
 * with useSession (premium flags, the account, loading states).
 */

import type { AuthChangeEvent, Session as AuthSession } from '@supabase/supabase-js';
import {
  type Account,
  type AccountInfo,
  type AuthUser,
  type BillingItem,
  type SessionEffect,
  type SessionEvent,
  type SessionState,
  SIGNED_OUT,
  sessionAccountInfo,
  sessionTransition,
} from '@typeshelf/core';
import { proxy } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { loadSupabase, mayHaveSession } from '../../account/supabase-client';
import { localData } from './local-data';
import { notify } from './notifications';

export interface Session {
  userId: string | null;
  account: Account | null;
  /** Unknown (non-premium) until signed in and verified. */
  accountInfo: AccountInfo;
  status: SessionState['status'];
  /** A kept session is being restored: profile pages wait instead of sending to login. */
  restoring: boolean;
  /** The account info is read again after a purchase. */
  updating: boolean;
}

let state: SessionState = SIGNED_OUT;
let restoring = false;
/** What screens read: made again from core's session state after every event. */
export const sessionState = proxy<{ session: Session }>({ session: toSession() });

function toSession(): Session {
  const account = state.status === 'signed-out' ? null : state.account;
  return {
    userId: account?.id ?? null,
    account,
    accountInfo: sessionAccountInfo(state),
    status: state.status,
    restoring,
    updating: state.status === 'signed-in' && state.updating,
  };
}

function publish() {
  sessionState.session = toSession();
}

async function fetchPremium(userId: string): Promise<SessionEvent> {
  try {
    const client = await loadSupabase();
    const { data, error } = await client.rpc('get_premium');
    if (error) throw error;
    return { type: 'premium-loaded', userId, billingItems: (data ?? []) as BillingItem[] };
  } catch (error) {
    console.error('Premium verification failed', error);
    return { type: 'premium-failed', userId };
  }
}

function run(effect: SessionEffect) {
  switch (effect.type) {
    case 'switch-profile':
      localData.switchProfile(effect.userId);
      return;
    case 'fetch-premium':
      // Never inside the auth callback itself: supabase-js holds its lock there.
      setTimeout(() => void fetchPremium(effect.userId).then(dispatch), effect.afterMs ?? 0);
      return;
    case 'navigate':
      navigate(effect.to);
      return;
    case 'notify':
      notify({ title: effect.text, type: effect.level });
      return;
    default: {
      const unreachable: never = effect;
      return unreachable;
    }
  }
}

/** Feeds one event to the session and runs what it asks for. */
export function dispatch(event: SessionEvent): void {
  const next = sessionTransition(state, event);
  state = next.state;
  publish();
  for (const effect of next.effects) run(effect);
}

function authEvent(event: AuthChangeEvent, session: AuthSession | null): SessionEvent | null {
  const user = session?.user as AuthUser | undefined;
  switch (event) {
    case 'INITIAL_SESSION':
    case 'SIGNED_IN':
      return user ? { type: 'signed-in', user } : { type: 'signed-out' };
    case 'TOKEN_REFRESHED':
      return user ? { type: 'token-refreshed', user } : null;
    case 'USER_UPDATED':
      return user ? { type: 'user-updated', user } : null;
    case 'PASSWORD_RECOVERY':
      return user ? { type: 'password-recovery', user } : null;
    case 'SIGNED_OUT':
      return { type: 'signed-out' };
    default:
      return null;
  }
}

let connected: Promise<void> | null = null;

/** Loads the client and follows its auth events; idempotent. */
export function connectSession(): Promise<void> {
  connected ??= loadSupabase().then((client) => {
    client.auth.onAuthStateChange((event, session) => {
      const next = authEvent(event, session);
      if (event === 'INITIAL_SESSION') restoring = false;
      if (next) dispatch(next);
      else if (event === 'INITIAL_SESSION') publish();
    });
  });
  connected.catch(() => {
    connected = null;
  });
  return connected;
}

/** At start-up: restore a kept session, without loading the client for a visitor who has none. */
export function startSession(): void {
  if (!mayHaveSession()) return;
  restoring = true;
  publish();
  connectSession().catch((error: unknown) => {
    console.error('The account service could not be loaded', error);
    restoring = false;
    publish();
  });
}
