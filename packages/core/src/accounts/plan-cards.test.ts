import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AccountInfo, accountInfo, type BillingItem, UNKNOWN_ACCOUNT_INFO } from './account-info';
import {
  ACTIVE_SUBSCRIPTION_NOTICE,
  PLAN_CARD_LABELS,
  PLAN_NAMES,
  planCard,
  planCards,
  purchaseDecision,
} from './plan-cards';

const lifetime: BillingItem = { type: 'lifetime', status: 'active', created_at: '2026-01-01' };
const sub = (interval: 'month' | 'year', cancelAt?: string): BillingItem => ({
  type: 'subscription',
  status: 'active',
  created_at: '2026-01-01',
  details: {
    billing_cycle: { interval },
    scheduled_change: cancelAt ? { action: 'cancel', effective_at: cancelAt } : null,
  },
});

/** Cards as "plan:state/label[disabled]" for readable assertions. */
const show = (info: AccountInfo) =>
  planCards(info)
    .map((card) => `${card.plan}:${card.state}/${card.label}${card.disabled ? '[x]' : ''}`)
    .join(' ');

describe('plan cards', () => {
  it('has the labels and names of the spec', () => {
    expect(PLAN_CARD_LABELS).toEqual({
      current: 'Active',
      standby: 'Standby',
      upgrade: 'Upgrade',
      choose: 'Choose',
      forbidden: 'Choose',
      none: '',
    });
    expect(Object.values(PLAN_NAMES)).toEqual(['Basic', 'Starter', 'Pro Annually', 'Pro Monthly']);
  });

  it('for a free account: Basic active, everything else to choose', () => {
    expect(show(accountInfo([]))).toBe(
      'basic:current/Active[x] starter:choose/Choose annually:choose/Choose monthly:choose/Choose',
    );
  });

  it('for an unknown account: no Basic state, everything to choose', () => {
    expect(show(UNKNOWN_ACCOUNT_INFO)).toBe(
      'basic:none/[x] starter:choose/Choose annually:choose/Choose monthly:choose/Choose',
    );
  });

  it('for Starter: Starter active and disabled, Pro plans offered as upgrades', () => {
    expect(show(accountInfo([lifetime]))).toBe(
      'basic:none/[x] starter:current/Active[x] annually:upgrade/Upgrade monthly:upgrade/Upgrade',
    );
  });

  it('for Starter with Pro Monthly: Starter on standby, Annual forbidden', () => {
    expect(show(accountInfo([lifetime, sub('month')]))).toBe(
      'basic:none/[x] starter:standby/Standby[x] annually:forbidden/Choose[x] monthly:current/Active[x]',
    );
  });

  it('for Pro Annually: Monthly forbidden unless the annual plan is cancelling', () => {
    expect(show(accountInfo([sub('year')]))).toBe(
      'basic:none/[x] starter:choose/Choose annually:current/Active[x] monthly:forbidden/Choose[x]',
    );
    expect(show(accountInfo([sub('year', '2027-01-01')]))).toBe(
      'basic:none/[x] starter:choose/Choose annually:current/Active[x] monthly:choose/Choose',
    );
  });

  it('for Starter with a cancelling annual plan: monthly is a plain choice', () => {
    expect(planCard('monthly', accountInfo([lifetime, sub('year', '2027-01-01')])).state).toBe('choose');
  });

  it('always disables active and forbidden buttons and owned Starter', () => {
    const item = fc.constantFrom(
      lifetime,
      sub('month'),
      sub('year'),
      sub('month', '2027-01-01'),
      sub('year', '2027-01-01'),
    );
    fc.assert(
      fc.property(fc.array(item, { maxLength: 4 }), (items) => {
        const info = accountInfo(items);
        for (const card of planCards(info)) {
          if (card.state === 'current' || card.state === 'forbidden') expect(card.disabled).toBe(true);
          if (card.state === 'choose' || card.state === 'upgrade') expect(card.disabled).toBe(false);
          expect(card.label).toBe(PLAN_CARD_LABELS[card.state]);
        }
        if (info.tiers?.has('starter')) expect(planCard('starter', info).disabled).toBe(true);
      }),
    );
  });
});

describe('purchaseDecision', () => {
  it('sends visitors to login, returning to pricing', () => {
    expect(purchaseDecision('monthly', false, UNKNOWN_ACCOUNT_INFO)).toEqual({
      type: 'login',
      returnTo: '/pricing',
    });
  });

  it('refuses another Pro plan during an active, non-cancelling subscription', () => {
    expect(purchaseDecision('annually', true, accountInfo([sub('month')]))).toEqual({
      type: 'refused',
      title: 'You have an active subscription.',
      details: 'Please cancel your current subscription before switching to another plan.',
    });
    expect(ACTIVE_SUBSCRIPTION_NOTICE.title).toBe('You have an active subscription.');
  });

  it('allows the purchase otherwise', () => {
    expect(purchaseDecision('annually', true, accountInfo([sub('month', '2027-01-01')]))).toEqual({
      type: 'checkout',
      plan: 'annually',
    });
    expect(purchaseDecision('starter', true, accountInfo([sub('month')]))).toEqual({
      type: 'checkout',
      plan: 'starter',
    });
    expect(purchaseDecision('monthly', true, accountInfo([]))).toEqual({ type: 'checkout', plan: 'monthly' });
  });
});
