import { describe, expect, it } from 'vitest';
import { type BillingItem, UNKNOWN_ACCOUNT_INFO } from './account-info';
import { SIGNED_OUT, sessionTransition } from './account-session';
import { keptPlan, knownPlan, planToKeep } from './known-plan';

const user = { id: 'u1', email: 'a@example.com', created_at: '2026-01-01T00:00:00Z' };
const pro: BillingItem = {
  type: 'subscription',
  status: 'active',
  created_at: '2026-01-02T00:00:00Z',
  details: {
    billing_cycle: { interval: 'month', frequency: 1 },
    management_urls: { cancel: 'https://example.com/cancel' },
    currency_code: 'EUR',
  },
};
const loading = sessionTransition(SIGNED_OUT, { type: 'signed-in', user }).state;

describe('knownPlan', () => {
  it('is unknown while a kept session is restored or its plan fetched with nothing kept', () => {
    expect(knownPlan(SIGNED_OUT, true, null)).toBeNull();
    expect(knownPlan(loading, false, null)).toBeNull();
  });

  it('is the kept plan at once while the server has not answered', () => {
    const kept = keptPlan(JSON.parse(JSON.stringify(planToKeep([pro]))));
    expect(knownPlan(SIGNED_OUT, true, kept)?.isPremium).toBe(true);
    expect(knownPlan(loading, false, kept)?.isLocalPremium).toBe(true);
  });

  it("is the server's answer once it lands, whatever was kept", () => {
    const free = sessionTransition(loading, { type: 'premium-loaded', userId: 'u1', billingItems: [] }).state;
    expect(knownPlan(free, false, [pro])?.isLocalPremium).toBe(false);
    const failed = sessionTransition(loading, { type: 'premium-failed', userId: 'u1' }).state;
    expect(knownPlan(failed, false, [pro])).toEqual(UNKNOWN_ACCOUNT_INFO);
  });

  it('is no plan for a visitor with no session', () => {
    expect(knownPlan(SIGNED_OUT, false, [pro])).toEqual(UNKNOWN_ACCOUNT_INFO);
  });
});

describe('planToKeep and keptPlan', () => {
  it('keep only what the tiers are read from', () => {
    expect(planToKeep([pro])).toEqual([
      {
        type: 'subscription',
        status: 'active',
        created_at: pro.created_at,
        details: { billing_cycle: { interval: 'month' } },
      },
    ]);
  });

  it('read back nothing from storage that is not a plan', () => {
    expect(keptPlan(null)).toBeNull();
    expect(keptPlan({})).toBeNull();
    expect(keptPlan([{ type: 'subscription' }])).toBeNull();
    expect(keptPlan([])).toEqual([]);
  });

  it('derive the same tiers after a round trip through storage', () => {
    const kept = keptPlan(JSON.parse(JSON.stringify(planToKeep([pro]))));
    expect(knownPlan(loading, false, kept)?.tiers).toEqual(new Set(['monthly']));
  });
});
