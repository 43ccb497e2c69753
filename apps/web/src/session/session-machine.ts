/**
 * The session machine: core's session transition fed with supabase-js auth
 * events and get_premium answers, its effects run here. Loaded with the
 * account service (see `session.ts`), so a signed-out visitor's first page
 * carries neither.
 */

import type { AuthChangeEvent, Session as AuthSession, SupabaseClient } from '@supabase/supabase-js';
import {
  type AuthUser,
  type BillingItem,
  knownPlan,
  type SessionEffect,
  type SessionEvent,
  type SessionState,
  SIGNED_OUT,
  sessionAccountInfo,
  sessionTransition,
} from '@typeshelf/core/accounts';
import { navigate } from 'wouter/use-browser-location';
import { notify } from '../page/notifications';
import { localData } from '../storage/current-profile';
import { forgetPlan, keepPlan, readKeptPlan } from './kept-plan';
import { keptUserId } from './kept-session';
import { retryPause } from './realtime-options';
import { type Session, sessionState } from './session-state';
import { loadSupabase } from './supabase-client';

let state: SessionState = SIGNED_OUT;
/** Taken over from the store when the machine starts following the auth events. */
let restoring = false;

function toSession(): Session {
  const account = state.status === 'signed-out' ? null : state.account;
  // While restoring, the machine has no account yet: the kept session's user is the one in place.
  const planUser = account?.id ?? (restoring ? keptUserId() : null);
  return {
    userId: account?.id ?? null,
    account,
    accountInfo: sessionAccountInfo(state),
    plan: knownPlan(state, restoring, readKeptPlan(planUser)),
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

/** The user whose failed premium check is being tried again, so one loop runs per user. */
let recheckingFor: string | null = null;

/** Whether the session still holds `userId` with a premium status that could not be verified. */
function stillUnverified(userId: string): boolean {
  return (
    state.status === 'signed-in' &&
    state.account.id === userId &&
    !state.updating &&
    state.accountInfo.tiers === null
  );
}

/**
 * A premium check that failed (the connection went during it, the server
 * did not answer) is tried again, when the connection returns or after
 * Realtime's reconnect delays (03 §9), until it answers: the account is
 * treated as non-premium meanwhile (03 §4), and Pro again once verified.
 */
async function recheckPremium(userId: string): Promise<void> {
  if (recheckingFor === userId) return;
  recheckingFor = userId;
  try {
    for (let tries = 1; stillUnverified(userId); tries++) {
      await retryPause(tries);
      if (!stillUnverified(userId) || !navigator.onLine) continue;
      const answer = await fetchPremium(userId);
      if (answer.type === 'premium-loaded') {
        dispatch(answer);
        return;
      }
    }
  } finally {
    if (recheckingFor === userId) recheckingFor = null;
  }
}

function run(effect: SessionEffect) {
  switch (effect.type) {
    case 'switch-profile':
      localData.switchProfile(effect.userId);
      return;
    case 'fetch-premium':
      // Never inside the auth callback itself: supabase-js holds its lock there.
      setTimeout(
        () =>
          void fetchPremium(effect.userId).then((answer) => {
            dispatch(answer);
            if (answer.type === 'premium-failed' && stillUnverified(answer.userId))
              void recheckPremium(answer.userId);
          }),
        effect.afterMs ?? 0,
      );
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
  const before = state;
  const next = sessionTransition(state, event);
  state = next.state;
  // The server's answer is kept for the next full load; a signed-out account keeps nothing here.
  if (event.type === 'premium-loaded' && state.status === 'signed-in' && state.account.id === event.userId)
    keepPlan(event.userId, event.billingItems);
  if (event.type === 'signed-out' && before.status !== 'signed-out') forgetPlan(before.account.id);
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

/** Follows the client's auth events; the first one ends the restoring of a kept session. */
export function followAuth(client: SupabaseClient): void {
  restoring = sessionState.session.restoring;
  client.auth.onAuthStateChange((event, session) => {
    const next = authEvent(event, session);
    if (event === 'INITIAL_SESSION') {
      restoring = false;
      // Start-up put the kept session's profile in place; a session that turned out gone takes it away.
      if (!session) localData.switchProfile(null);
    }
    if (next) dispatch(next);
    else if (event === 'INITIAL_SESSION') publish();
  });
}
