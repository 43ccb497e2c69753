import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canSubmitChangePassword,
  canSubmitChangeUsername,
  canSubmitLogin,
  canSubmitRecover,
  canSubmitRegister,
  FORM_MESSAGES,
  fieldErrors,
  isNewPasswordDifferent,
  isRepeatValid,
  isValidEmail,
  isValidPassword,
  isValidUsername,
  PASSWORD_MIN_LENGTH,
  USERNAME_LENGTH,
} from './form-validation';

const password = 'correct horse battery';

describe('field rules', () => {
  it('accepts standard e-mail addresses and refuses the rest', () => {
    for (const email of ['ada@example.com', 'a.b+c@mail.example.co.uk', ' ada@example.com ']) {
      expect(isValidEmail(email)).toBe(true);
    }
    for (const email of [
      '',
      'ada',
      'ada@',
      '@example.com',
      'ada@example',
      'ada @example.com',
      'a@b@c.com',
      'ada@-x.com',
    ]) {
      expect(isValidEmail(email)).toBe(false);
    }
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(isValidEmail(email)).toBe(email.split('@')[1]!.includes('.'));
      }),
    );
  });

  it('wants passwords of at least 12 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(isValidPassword('a'.repeat(11))).toBe(false);
    expect(isValidPassword('a'.repeat(12))).toBe(true);
    expect(isValidPassword('🔒'.repeat(12))).toBe(true);
  });

  it('wants usernames of 3 to 30 letters, digits, underscores and spaces', () => {
    expect(USERNAME_LENGTH).toEqual({ min: 3, max: 30 });
    for (const name of ['ada', 'Ada Lovelace', 'ada_99', 'Zoë', 'a'.repeat(30)])
      expect(isValidUsername(name)).toBe(true);
    for (const name of ['ab', 'a'.repeat(31), 'ada!', 'ada-l', '   ', 'a@b'])
      expect(isValidUsername(name)).toBe(false);
  });

  it('checks the repeat and that a new password differs', () => {
    expect(isRepeatValid(password, password)).toBe(true);
    expect(isRepeatValid(password, `${password} `)).toBe(false);
    expect(isRepeatValid('', '')).toBe(false);
    expect(isNewPasswordDifferent(password, password)).toBe(false);
    expect(isNewPasswordDifferent(password, `${password}!`)).toBe(true);
  });
});

describe('submit rules', () => {
  it('login needs a valid e-mail and a 12-character password', () => {
    expect(canSubmitLogin({ email: 'ada@example.com', password })).toBe(true);
    expect(canSubmitLogin({ email: 'ada@example.com', password: 'short' })).toBe(false);
    expect(canSubmitLogin({ email: 'ada', password })).toBe(false);
  });

  it('register needs all four fields valid', () => {
    const form = { username: 'ada', email: 'ada@example.com', password, repeat: password };
    expect(canSubmitRegister(form)).toBe(true);
    expect(canSubmitRegister({ ...form, username: 'ad' })).toBe(false);
    expect(canSubmitRegister({ ...form, email: 'ada@' })).toBe(false);
    expect(canSubmitRegister({ ...form, password: 'short', repeat: 'short' })).toBe(false);
    expect(canSubmitRegister({ ...form, repeat: 'something else!' })).toBe(false);
  });

  it('recover needs a valid e-mail; changes need valid values', () => {
    expect(canSubmitRecover({ email: 'ada@example.com' })).toBe(true);
    expect(canSubmitRecover({ email: '' })).toBe(false);
    expect(canSubmitChangePassword({ password, repeat: password })).toBe(true);
    expect(canSubmitChangePassword({ password, repeat: '' })).toBe(false);
    expect(canSubmitChangeUsername({ username: 'ada_l' })).toBe(true);
    expect(canSubmitChangeUsername({ username: 'a' })).toBe(false);
  });
});

describe('fieldErrors', () => {
  it('reports filled-in invalid fields with their messages, never empty ones', () => {
    expect(fieldErrors({ username: '', email: '', password: '', repeat: '' })).toEqual({});
    expect(fieldErrors({ username: 'a!', email: 'x', password: 'short', repeat: 'other' })).toEqual({
      username: FORM_MESSAGES.username,
      email: FORM_MESSAGES.email,
      password: FORM_MESSAGES.password,
      repeat: FORM_MESSAGES.repeat,
    });
    expect(FORM_MESSAGES.samePassword).toBe('New password should be different from the old password.');
    expect(FORM_MESSAGES.password).toBe('Password must be at least 12 characters.');
  });
});
