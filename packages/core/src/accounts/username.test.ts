import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_USERNAME,
  accountTag,
  DERIVED_USERNAME_MAX_LENGTH,
  deriveUsername,
  usernameFromEmail,
} from './username';

describe('deriveUsername', () => {
  it('prefers the display name, then the name, then the full name', () => {
    expect(
      deriveUsername({ displayName: 'Ada', name: 'Ada L', fullName: 'Ada Lovelace', email: 'a@b.io' }),
    ).toBe('Ada');
    expect(deriveUsername({ displayName: '  ', name: 'Ada L', fullName: 'Ada Lovelace' })).toBe('Ada L');
    expect(deriveUsername({ displayName: null, fullName: 'Ada Lovelace', email: 'a@b.io' })).toBe(
      'Ada Lovelace',
    );
  });

  it('otherwise derives it from the e-mail local part', () => {
    expect(deriveUsername({ email: 'Zoë.Łukasz+news@example.com' })).toBe('zoe_lukasz_news');
    expect(deriveUsername({ email: 'ADA-LOVELACE@example.com' })).toBe('ada_lovelace');
    expect(deriveUsername({ email: 'иван.петров@example.ru' })).toBe('ivan_petrov');
  });

  it('caps a derived name at 30 characters', () => {
    expect(DERIVED_USERNAME_MAX_LENGTH).toBe(30);
    expect(usernameFromEmail(`${'a'.repeat(40)}@example.com`)).toBe('a'.repeat(30));
  });

  it('falls back to Anonymous', () => {
    expect(ANONYMOUS_USERNAME).toBe('Anonymous');
    expect(deriveUsername({})).toBe('Anonymous');
    expect(deriveUsername({ email: '' })).toBe('Anonymous');
    expect(deriveUsername({ email: '...@example.com' })).toBe('Anonymous');
    expect(deriveUsername({ email: '山田@example.jp' })).toBe('Anonymous');
  });

  it('derives only lower-case letters, digits and underscores, at most 30', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const name = usernameFromEmail(email);
        if (name !== null) expect(name).toMatch(/^[a-z0-9_]{1,30}$/u);
      }),
    );
  });

  it('tags an account with the first 6 characters of its id', () => {
    expect(accountTag('3f2a9c1e-77aa-4bbb-8ccc-1234567890ab')).toBe('3f2a9c');
  });
});
