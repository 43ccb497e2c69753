import { describe, expect, it } from 'vitest';
import { accountInfo, type BillingItem, UNKNOWN_ACCOUNT_INFO } from './account-info';

const lifetime = (status = 'active'): BillingItem => ({
  type: 'lifetime',
  status,
  created_at: '2026-01-02T10:00:00Z',
});
const subscription = (interval: string, status = 'active', cancelAt?: string): BillingItem => ({
  type: 'subscription',
  status,
  created_at: '2026-03-04T10:00:00Z',
  details: {
    billing_cycle: { interval, frequency: 1 },
    scheduled_change: cancelAt ? { action: 'cancel', effective_at: cancelAt } : null,
  },
});

describe('accountInfo', () => {
  it('is unknown without billing items', () => {
    expect(accountInfo(null)).toBe(UNKNOWN_ACCOUNT_INFO);
    expect(accountInfo(undefined).tiers).toBeNull();
    expect(UNKNOWN_ACCOUNT_INFO).toMatchObject({
      isPremium: false,
      isLocalPremium: false,
      isLocalOnlyPremium: false,
    });
  });

  it('holds the free tier with nothing bought', () => {
    const info = accountInfo([]);
    expect([...info.tiers!]).toEqual(['free']);
    expect(info).toMatchObject({ isPremium: false, isLocalPremium: false, isLocalOnlyPremium: false });
  });

  it('maps an active lifetime item to starter, local premium only', () => {
    const info = accountInfo([lifetime()]);
    expect([...info.tiers!]).toEqual(['starter']);
    expect(info).toMatchObject({ isPremium: false, isLocalPremium: true, isLocalOnlyPremium: true });
  });

  it('maps active subscriptions by billing interval to premium', () => {
    expect([...accountInfo([subscription('month')]).tiers!]).toEqual(['monthly']);
    expect([...accountInfo([subscription('year')]).tiers!]).toEqual(['annually']);
    expect(accountInfo([subscription('year')])).toMatchObject({
      isPremium: true,
      isLocalPremium: true,
      isLocalOnlyPremium: false,
    });
  });

  it('keeps starter beside an active subscription (standby), without local-only premium', () => {
    const info = accountInfo([lifetime(), subscription('month')]);
    expect([...info.tiers!].sort()).toEqual(['monthly', 'starter']);
    expect(info).toMatchObject({ isPremium: true, isLocalPremium: true, isLocalOnlyPremium: false });
  });

  it('ignores items that are not active', () => {
    const info = accountInfo([subscription('month', 'canceled'), lifetime('refunded')]);
    expect([...info.tiers!]).toEqual(['free']);
    expect(info.isLocalPremium).toBe(false);
  });

  it('records other active items as the other tier', () => {
    const info = accountInfo([
      { type: 'gift', status: 'active', created_at: '2026-01-01' },
      subscription('week'),
    ]);
    expect([...info.tiers!].sort()).toEqual(['free', 'other']);
    expect(info.isPremium).toBe(false);
  });

  it('collects scheduled cancellations per subscription', () => {
    const info = accountInfo([subscription('year', 'active', '2027-03-04T10:00:00Z'), subscription('month')]);
    expect(info.cancelations).toEqual({ annually: '2027-03-04T10:00:00Z', monthly: null });
    expect(info.isPremium).toBe(true);
    expect(info.billingItems).toHaveLength(2);
  });
});
