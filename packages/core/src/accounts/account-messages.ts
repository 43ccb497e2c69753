/**
 * The account screens' user-visible texts, worded exactly as the
 * specification gives them (including its spelling of "succesfully").
 */
export const ACCOUNT_MESSAGES = {
  userExists: 'This account already exists, choose different credentials, or go to the login page.',
  invalidCredentials: 'The provided email address or password are incorrect.',
  samePassword: 'New password should be different from the old password.',
  authFailed: 'Authentication failed',
  serverUnreachable: 'could not connect, check the connection',
  serverError: 'unknown failure',
  notLoggedIn: 'must be logged in',
  recoverySent: 'Recovery link was sent to your email address. Check your inbox.',
  passwordChanged: 'Password changed succesfully!',
  usernameChanged: 'Username changed succesfully!',
  confirmRegistration: 'Confirm your registration',
  updatingAccount: 'Updating the user account, please wait...',
  fetchingUser: 'Fetching user data...',
  synchronizingStorage: 'Synchronizing storage...',
  syncFailed: "We couldn't synchronize your data",
  paymentUnavailableTitle: 'Cannot process the transaction',
  paymentUnavailableDetails:
    "There's a temporary problem with our payment processing, please try again later.",
} as const;

/** Why an auth call failed, as far as the screens care. */
export type AuthFailure =
  | { type: 'user-exists' }
  | { type: 'same-password' }
  /** Any other error the auth API reported (wrong credentials, unconfirmed e-mail…). */
  | { type: 'api'; code: string | null }
  /** No answer from the auth service: the network or the server is down (03 §8 "Server inaccessible"). */
  | { type: 'unreachable' }
  /** The auth service answered with a failure of its own (5xx; 03 §8 "Server error"). */
  | { type: 'server' }
  /** The call needs a session and there is none (03 §8 "Not logged in"). */
  | { type: 'not-logged-in' }
  /** Anything else: an unexpected failure. */
  | { type: 'other' };

/** What an auth call's failure looks like to the screens: a supabase-js error or anything thrown. */
export interface AuthErrorShape {
  name?: unknown;
  code?: unknown;
  status?: unknown;
}

/**
 * Classifies what an auth call threw. supabase-js reports a request that
 * got no answer as `AuthRetryableFetchError` with status 0 (a 502/503/504
 * as the same error with that status), a missing session as
 * `AuthSessionMissingError`, and an answer of the auth API as
 * `AuthApiError` with its HTTP status and error code.
 */
export function authFailureFromError(error: unknown): AuthFailure {
  const { name, code, status } = (error ?? {}) as AuthErrorShape;
  const httpStatus = typeof status === 'number' ? status : null;
  const errorCode = typeof code === 'string' ? code : null;
  if (
    name === 'AuthSessionMissingError' ||
    errorCode === 'session_not_found' ||
    errorCode === 'no_authorization'
  )
    return { type: 'not-logged-in' };
  if (httpStatus !== null && httpStatus >= 500) return { type: 'server' };
  if (name === 'AuthRetryableFetchError' || (name === 'TypeError' && httpStatus === null))
    return { type: 'unreachable' };
  if (name === 'AuthApiError' || (httpStatus !== null && httpStatus >= 400))
    return authFailureFromCode(errorCode);
  return { type: 'other' };
}

/**
 * Whether a failure is told as a notification rather than under the form:
 * the service, the network or the session failed, not what was typed.
 */
export function isAuthNotice(failure: AuthFailure): boolean {
  return failure.type !== 'user-exists' && failure.type !== 'same-password' && failure.type !== 'api';
}

/** Classifies an auth API error code (e.g. "user_already_exists", "same_password"). */
export function authFailureFromCode(code: string | null | undefined): AuthFailure {
  switch (code) {
    case 'user_already_exists':
    case 'email_exists':
      return { type: 'user-exists' };
    case 'same_password':
      return { type: 'same-password' };
    default:
      return { type: 'api', code: code ?? null };
  }
}

/** The message a failed auth call shows. */
export function authErrorMessage(failure: AuthFailure): string {
  switch (failure.type) {
    case 'user-exists':
      return ACCOUNT_MESSAGES.userExists;
    case 'same-password':
      return ACCOUNT_MESSAGES.samePassword;
    case 'api':
      return ACCOUNT_MESSAGES.invalidCredentials;
    case 'unreachable':
      return ACCOUNT_MESSAGES.serverUnreachable;
    case 'server':
      return ACCOUNT_MESSAGES.serverError;
    case 'not-logged-in':
      return ACCOUNT_MESSAGES.notLoggedIn;
    case 'other':
      return ACCOUNT_MESSAGES.authFailed;
    default: {
      const unreachable: never = failure;
      return unreachable;
    }
  }
}

/** What the profile screen shows for the e-mail and id until revealed: 15 dots. */
export const MASKED_VALUE = '•'.repeat(15);

/** A value as the profile screen shows it: masked until the toggle reveals it. */
export function maskedValue(value: string, revealed: boolean): string {
  return revealed ? value : MASKED_VALUE;
}
