/**
 * The account screens' user-visible texts, worded exactly as the
 * specification gives them (including its spelling of "succesfully").
 */
export const ACCOUNT_MESSAGES = {
  userExists: 'This account already exists, choose different credentials, or go to the login page.',
  invalidCredentials: 'The provided email address or password are incorrect.',
  samePassword: 'New password should be different from the old password.',
  authFailed: 'Authentication failed',
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
  /** No answer from the auth API, or an unexpected failure. */
  | { type: 'other' };

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
