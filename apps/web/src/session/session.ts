/**
 * The session store: what screens read with useSession (premium flags, the
 * account, loading states). A signed-out visitor's page stays signed out and
 * loads nothing more; the account service and the session machine that
 * follows its auth events (`session-machine.ts`) load together, at start-up
 * only when a kept session may be restored.
 */

import {
  type AccountInfo,
  knownPlan,
  type SessionEvent,
  SIGNED_OUT,
  UNKNOWN_ACCOUNT_INFO,
} from '@typeshelf/core/accounts';
import { localData } from '../storage/current-profile';
import { readKeptPlan } from './kept-plan';
import { keptUserId, mayHaveSession } from './kept-session';
import { retryPause } from './realtime-options';
import { sessionState } from './session-state';
import { loadSupabase } from './supabase-client';

const loadMachine = () => import('./session-machine');

/** Feeds one event to the session and runs what it asks for, once the machine is loaded. */
export function dispatch(event: SessionEvent): void {
  void loadMachine().then((machine) => machine.dispatch(event));
}

let connected: Promise<void> | null = null;

/** Loads the client and follows its auth events; idempotent. */
export function connectSession(): Promise<void> {
  connected ??= Promise.all([loadSupabase(), loadMachine()]).then(([client, machine]) =>
    machine.followAuth(client),
  );
  connected.catch(() => {
    connected = null;
  });
  return connected;
}

function setRestoring(restoring: boolean, plan: AccountInfo | null) {
  sessionState.session = { ...sessionState.session, restoring, plan };
}

/**
 * At start-up: restore a kept session, without loading the client for a
 * visitor who has none. The kept session's user is known before the client
 * loads, so its profile is the one in place from the first render: the
 * anonymous profile would otherwise show its books, progress and settings
 * until the client confirms the session (for as long as 30 s offline, while
 * supabase-js retries an expired token), and take what is typed meanwhile.
 * A session the client finds gone switches back (`session-machine.ts`).
 */
export function startSession(): void {
  if (!mayHaveSession()) return;
  const kept = keptUserId();
  if (kept) localData.switchProfile(kept);
  // The plan kept from the last visit decides the paywall at once; with none kept it waits.
  setRestoring(true, knownPlan(SIGNED_OUT, true, readKeptPlan(kept)));
  void connectWithRetries();
}

/**
 * Connects the account service, trying again when its code or the client
 * fails to load (the connection dropped as the page started): when the
 * connection returns, or after Realtime's reconnect delays (03 §9). Until
 * then the account counts as unverified; once connected, the kept session
 * is restored and the sync starts as on any load.
 */
async function connectWithRetries(): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      await connectSession();
      return;
    } catch (error) {
      if (tries === 1) {
        console.error('The account service could not be loaded', error);
        setRestoring(false, UNKNOWN_ACCOUNT_INFO);
      }
      await retryPause(tries);
    }
  }
}
