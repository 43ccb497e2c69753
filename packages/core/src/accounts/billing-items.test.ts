import { describe, expect, it } from 'vitest';
import type { BillingItem } from './account-info';
import { billingItemView } from './billing-items';

const urls = { cancel: 'https://pay.test/cancel', update_payment_method: 'https://pay.test/card' };
const annual = (scheduled: BillingItem['details'] = {}): BillingItem => ({
  type: 'subscription',
  status: 'active',
  created_at: '2026-01-01T00:00:00Z',
  details: {
    billing_cycle: { interval: 'year' },
    next_billed_at: '2027-01-01T00:00:00Z',
    management_urls: urls,
    ...scheduled,
  },
});

describe('billingItemView', () => {
  it('offers cancel and payment-method links on an active subscription', () => {
    expect(billingItemView(annual())).toEqual({
      name: 'Annual Pro Subscription',
      status: 'active',
      createdAt: '2026-01-01T00:00:00Z',
      nextBilledAt: '2027-01-01T00:00:00Z',
      management: { type: 'active', cancelUrl: urls.cancel, updatePaymentUrl: urls.update_payment_method },
    });
  });

  it('shows the end date of a scheduled cancel instead', () => {
    const view = billingItemView(
      annual({ scheduled_change: { action: 'cancel', effective_at: '2026-12-31T00:00:00Z' } }),
    );
    expect(view.management).toEqual({
      type: 'cancelling',
      effectiveAt: '2026-12-31T00:00:00Z',
      manageUrl: urls.cancel,
    });
    expect(view.nextBilledAt).toBeNull();
  });

  it('names lifetime and monthly items and offers nothing on ended ones', () => {
    expect(billingItemView({ type: 'lifetime', status: 'active', created_at: 'x' })).toMatchObject({
      name: 'Starter Lifetime Access',
      management: { type: 'none' },
    });
    const monthly = { ...annual(), status: 'canceled', details: { billing_cycle: { interval: 'month' } } };
    expect(billingItemView(monthly)).toMatchObject({
      name: 'Monthly Pro Subscription',
      management: { type: 'none' },
    });
  });
});
