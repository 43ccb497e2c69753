import { describe, expect, it } from 'vitest';
import { isPremiumRefusal } from './server-refusal';

describe('a server refusal for a non-premium account', () => {
  it('is PostgREST row security (SQL state 42501), whatever the table', () => {
    expect(
      isPremiumRefusal({
        code: '42501',
        message: 'new row violates row-level security policy for table "paragraphs_typed"',
        details: null,
        hint: null,
      }),
    ).toBe(true);
  });

  it('is Storage answering 403 for row security', () => {
    expect(
      isPremiumRefusal({
        name: 'StorageApiError',
        status: 403,
        statusCode: '403',
        message: 'new row violates row-level security policy',
      }),
    ).toBe(true);
  });

  it('is not another failure: a conflict, a lost connection, a 403 for another reason, nothing', () => {
    expect(isPremiumRefusal({ code: '23505', message: 'duplicate key value' })).toBe(false);
    expect(isPremiumRefusal(new TypeError('Failed to fetch'))).toBe(false);
    expect(
      isPremiumRefusal({ status: 403, statusCode: '403', message: 'Objects are never overwritten' }),
    ).toBe(false);
    expect(isPremiumRefusal(null)).toBe(false);
    expect(isPremiumRefusal('42501')).toBe(false);
  });
});
