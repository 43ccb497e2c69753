import { describe, expect, it } from 'vitest';
import { SESSION_EXPIRY_MARGIN_MS, sessionExpiring } from './session-expiry';

describe('sessionExpiring', () => {
  const expiresAt = 1_700_000_000;
  it('counts a token within 10 s of its end as expired', () => {
    expect(SESSION_EXPIRY_MARGIN_MS).toBe(10_000);
    expect(sessionExpiring(expiresAt, expiresAt * 1000 - 10_000)).toBe(true);
    expect(sessionExpiring(expiresAt, expiresAt * 1000 + 5_000)).toBe(true);
    expect(sessionExpiring(expiresAt, expiresAt * 1000 - 10_001)).toBe(false);
    expect(sessionExpiring(expiresAt, expiresAt * 1000 - 60_000)).toBe(false);
  });

  it('has nothing to say about a session without an expiry', () => {
    expect(sessionExpiring(null, 0)).toBe(false);
    expect(sessionExpiring(undefined, 0)).toBe(false);
  });
});
