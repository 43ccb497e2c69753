import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  authErrorMessage,
  authFailureFromCode,
  authFailureFromError,
  isAuthNotice,
  MASKED_VALUE,
  maskedValue,
} from './account-messages';

describe('auth messages', () => {
  it('maps auth failures to the catalogue texts', () => {
    expect(authErrorMessage(authFailureFromCode('user_already_exists'))).toBe(
      'This account already exists, choose different credentials, or go to the login page.',
    );
    expect(authErrorMessage(authFailureFromCode('email_exists'))).toBe(ACCOUNT_MESSAGES.userExists);
    expect(authErrorMessage(authFailureFromCode('same_password'))).toBe(
      'New password should be different from the old password.',
    );
    expect(authErrorMessage(authFailureFromCode('invalid_credentials'))).toBe(
      'The provided email address or password are incorrect.',
    );
    expect(authErrorMessage(authFailureFromCode(undefined))).toBe(ACCOUNT_MESSAGES.invalidCredentials);
    expect(authErrorMessage({ type: 'other' })).toBe('Authentication failed');
  });

  it('tells a server out of reach, a server error and a missing session apart, in the spec words', () => {
    const message = (error: unknown) => authErrorMessage(authFailureFromError(error));
    // supabase-js: a request with no answer, a gateway failure, no session.
    expect(message({ name: 'AuthRetryableFetchError', status: 0 })).toBe(
      'could not connect, check the connection',
    );
    expect(message(new TypeError('Failed to fetch'))).toBe('could not connect, check the connection');
    expect(message({ name: 'AuthRetryableFetchError', status: 503 })).toBe('unknown failure');
    expect(message({ name: 'AuthApiError', status: 500, code: 'unexpected_failure' })).toBe(
      'unknown failure',
    );
    expect(message({ name: 'AuthSessionMissingError', status: 400 })).toBe('must be logged in');
    expect(message({ name: 'AuthApiError', status: 403, code: 'session_not_found' })).toBe(
      'must be logged in',
    );
    // What the auth API answered about the form stays as before.
    expect(message({ name: 'AuthApiError', status: 400, code: 'invalid_credentials' })).toBe(
      ACCOUNT_MESSAGES.invalidCredentials,
    );
    expect(message({ name: 'AuthApiError', status: 422, code: 'user_already_exists' })).toBe(
      ACCOUNT_MESSAGES.userExists,
    );
    expect(message({ name: 'AuthApiError', status: 422, code: 'same_password' })).toBe(
      ACCOUNT_MESSAGES.samePassword,
    );
    expect(message(new Error('boom'))).toBe('Authentication failed');
    expect(message(undefined)).toBe('Authentication failed');
  });

  it('tells the service failing as a notification and what was typed under the form', () => {
    for (const type of ['unreachable', 'server', 'not-logged-in', 'other'] as const)
      expect(isAuthNotice({ type })).toBe(true);
    expect(isAuthNotice({ type: 'api', code: 'invalid_credentials' })).toBe(false);
    expect(isAuthNotice({ type: 'user-exists' })).toBe(false);
    expect(isAuthNotice({ type: 'same-password' })).toBe(false);
  });

  it('keeps the spec wording of the success and loading texts', () => {
    expect(ACCOUNT_MESSAGES.recoverySent).toBe(
      'Recovery link was sent to your email address. Check your inbox.',
    );
    expect(ACCOUNT_MESSAGES.passwordChanged).toBe('Password changed succesfully!');
    expect(ACCOUNT_MESSAGES.usernameChanged).toBe('Username changed succesfully!');
    expect(ACCOUNT_MESSAGES.updatingAccount).toBe('Updating the user account, please wait...');
    expect(ACCOUNT_MESSAGES.fetchingUser).toBe('Fetching user data...');
    expect(ACCOUNT_MESSAGES.synchronizingStorage).toBe('Synchronizing storage...');
    expect(ACCOUNT_MESSAGES.paymentUnavailableDetails).toBe(
      "There's a temporary problem with our payment processing, please try again later.",
    );
  });

  it('masks the e-mail and id as 15 dots until revealed', () => {
    expect([...MASKED_VALUE]).toHaveLength(15);
    expect(maskedValue('ada@example.com', false)).toBe(MASKED_VALUE);
    expect(maskedValue('ada@example.com', true)).toBe('ada@example.com');
  });
});
