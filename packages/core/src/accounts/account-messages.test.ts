import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  authErrorMessage,
  authFailureFromCode,
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
