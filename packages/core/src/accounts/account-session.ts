import { type AccountInfo, accountInfo, type BillingItem, UNKNOWN_ACCOUNT_INFO } from './account-info';
import { SIGNED_OUT } from './signed-out';
import { accountTag, deriveUsername } from './username';

/** The fields of the auth service's user the account reads. */
export interface AuthUser {
  id: string;
  email?: string | null;
  created_at: string;
  role?: string | null;
  user_metadata?: Readonly<Record<string, unknown>> | null;
}

/** The signed-in account as the screens show it. */
export interface Account {
  id: string;
  username: string;
  /** The first 6 characters of the id. */
  tag: string;
  email: string;
  /** ISO date-time the account was created. */
  createdAt: string;
  /** As the auth service gives it; not interpreted. */
  role: string | null;
  /** The account has been offered the anonymous data transfer. */
  onboarded: boolean;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The account of an auth user: username derived as 03 §3 says, onboarded false unless set. */
export function accountFromUser(user: AuthUser): Account {
  const meta = user.user_metadata ?? {};
  const email = user.email ?? '';
  return {
    id: user.id,
    username: deriveUsername({
      displayName: text(meta.display_name),
      name: text(meta.name),
      fullName: text(meta.full_name),
      email,
    }),
    tag: accountTag(user.id),
    email,
    createdAt: user.created_at,
    role: user.role ?? null,
    onboarded: meta.onboarded === true,
  };
}

/**
 * The session: nobody signed in, an account whose premium status is being
 * fetched ("Fetching user data..."), or a signed-in account with its info.
 * `updating` is set while the info is read again after a purchase.
 */
export type SessionState =
  | { status: 'signed-out' }
  | { status: 'loading'; account: Account }
  | {
      status: 'signed-in';
      account: Account;
      accountInfo: AccountInfo;
      updating: boolean;
      /** How many times the info has been read again since the purchase and found unchanged. */
      rechecks: number;
    };

/** What happens to the session: the auth service's events and the premium procedure's answers. */
export type SessionEvent =
  | { type: 'signed-in'; user: AuthUser }
  | { type: 'signed-out' }
  | { type: 'token-refreshed'; user: AuthUser }
  | { type: 'user-updated'; user: AuthUser }
  /** The user opened the password-reset link: signed in, and sent to change the password. */
  | { type: 'password-recovery'; user: AuthUser }
  | { type: 'premium-loaded'; userId: string; billingItems: readonly BillingItem[] }
  | { type: 'premium-failed'; userId: string }
  /** A purchase completed: read the account info again. */
  | { type: 'purchase-completed' };

/** Work the shell does for a transition. */
export type SessionEffect =
  /** Switch the local stores to the user's profile (null: the anonymous one). */
  | { type: 'switch-profile'; userId: string | null }
  /**
   * Call get_premium for the user (after `afterMs` when given) and report
   * back with premium-loaded or premium-failed.
   */
  | { type: 'fetch-premium'; userId: string; afterMs?: number }
  | { type: 'navigate'; to: string }
  | { type: 'notify'; level: 'warning'; text: string };

/** Where the password-reset link leads (03 §2). */
export const CHANGE_PASSWORD_PATH = '/profile/change-password';

/** The notice of a failed premium verification (03 §8): the account counts as non-premium. */
export const PREMIUM_VERIFICATION_FAILED =
  'Account status could not be verified; premium features are off until it can be.';

export { SIGNED_OUT };

/**
 * After a purchase, how long to wait before each further read of the account
 * info while it still shows nothing new. The payment provider's webhook
 * usually lands before the checkout closes, but it is delivered
 * asynchronously and may come seconds later; about a minute in all.
 */
export const PURCHASE_RECHECK_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 8000, 15_000, 30_000];

/** Whether two reads of the billing items say the same thing (the procedure returns them in a stable order). */
function sameBillingItems(a: readonly BillingItem[], b: readonly BillingItem[]): boolean {
  return a.length === b.length && a.every((item, i) => JSON.stringify(item) === JSON.stringify(b[i]));
}

export interface SessionTransition {
  state: SessionState;
  effects: SessionEffect[];
}

function currentUserId(state: SessionState): string | null {
  return state.status === 'signed-out' ? null : state.account.id;
}

/** A user appeared: the same user keeps their info (fresh account fields), another one is loaded. */
function signIn(state: SessionState, user: AuthUser): SessionTransition {
  const account = accountFromUser(user);
  if (currentUserId(state) === user.id && state.status !== 'signed-out') {
    return { state: { ...state, account }, effects: [] };
  }
  return {
    state: { status: 'loading', account },
    effects: [
      { type: 'switch-profile', userId: user.id },
      { type: 'fetch-premium', userId: user.id },
    ],
  };
}

/**
 * The session's next state and the effects to run. Pure: the shell feeds
 * it the auth service's events and the results of the effects it ran.
 */
export function sessionTransition(state: SessionState, event: SessionEvent): SessionTransition {
  switch (event.type) {
    case 'signed-in':
    case 'token-refreshed':
    case 'user-updated':
      return signIn(state, event.user);
    case 'password-recovery': {
      const next = signIn(state, event.user);
      return {
        state: next.state,
        effects: [...next.effects, { type: 'navigate', to: CHANGE_PASSWORD_PATH }],
      };
    }
    case 'signed-out':
      if (state.status === 'signed-out') return { state, effects: [] };
      return { state: SIGNED_OUT, effects: [{ type: 'switch-profile', userId: null }] };
    case 'premium-loaded':
    case 'premium-failed': {
      // An answer for a user who has signed out (or been replaced) since is dropped.
      if (state.status === 'signed-out' || state.account.id !== event.userId) return { state, effects: [] };
      const failed = event.type === 'premium-failed';
      // After a purchase, a read that shows nothing new (the webhook has not landed yet) or fails
      // is tried again later, the notice staying up, until the delays run out.
      if (state.status === 'signed-in' && state.updating) {
        const landed = !failed && !sameBillingItems(event.billingItems, state.accountInfo.billingItems);
        const delay = PURCHASE_RECHECK_DELAYS_MS[state.rechecks];
        if (!landed && delay !== undefined) {
          return {
            state: { ...state, rechecks: state.rechecks + 1 },
            effects: [{ type: 'fetch-premium', userId: state.account.id, afterMs: delay }],
          };
        }
      }
      return {
        state: {
          status: 'signed-in',
          account: state.account,
          accountInfo: failed ? UNKNOWN_ACCOUNT_INFO : accountInfo(event.billingItems),
          updating: false,
          rechecks: 0,
        },
        effects: failed ? [{ type: 'notify', level: 'warning', text: PREMIUM_VERIFICATION_FAILED }] : [],
      };
    }
    case 'purchase-completed':
      if (state.status !== 'signed-in') return { state, effects: [] };
      return {
        state: { ...state, updating: true, rechecks: 0 },
        effects: [{ type: 'fetch-premium', userId: state.account.id }],
      };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/** The account info the rest of the app reads: unknown (non-premium) unless signed in and verified. */
export function sessionAccountInfo(state: SessionState): AccountInfo {
  return state.status === 'signed-in' ? state.accountInfo : UNKNOWN_ACCOUNT_INFO;
}
