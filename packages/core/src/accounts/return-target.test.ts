import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, returnPathFromHash } from './return-target';

describe('returnPathFromHash', () => {
  it('returns to the path in the hash', () => {
    expect(returnPathFromHash('#/pricing')).toBe('/pricing');
    expect(returnPathFromHash('#pricing')).toBe('/pricing');
    expect(returnPathFromHash('#/books?tab=all')).toBe('/books?tab=all');
  });

  it('returns home without a hash or for another origin', () => {
    expect(returnPathFromHash('')).toBe('/');
    expect(returnPathFromHash('#')).toBe('/');
    expect(returnPathFromHash('#//evil.example/x')).toBe('/');
    expect(returnPathFromHash('#/\\evil.example')).toBe('/');
    expect(returnPathFromHash('#javascript:alert(1)')).toBe('/');
  });

  it('round-trips through the login address', () => {
    expect(loginPathReturningTo('/pricing')).toBe('/login#/pricing');
    expect(returnPathFromHash(new URL(`https://x.test${loginPathReturningTo('/pricing')}`).hash)).toBe(
      '/pricing',
    );
    expect(loginPathReturningTo('/')).toBe('/login');
  });
});
