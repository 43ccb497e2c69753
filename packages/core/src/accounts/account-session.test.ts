import { describe, expect, it } from 'vitest';
import { type BillingItem, UNKNOWN_ACCOUNT_INFO } from './account-info';
import {
  type AuthUser,
  accountFromUser,
  PREMIUM_VERIFICATION_FAILED,
  PURCHASE_RECHECK_DELAYS_MS,
  type SessionEvent,
  type SessionState,
  SIGNED_OUT,
  sessionAccountInfo,
  sessionTransition,
} from './account-session';

const ada: AuthUser = {
  id: '0c8f9a2e-5d1b-4c3a-9e7f-1a2b3c4d5e6f',
  email: 'Ada.Lovelace@example.com',
  created_at: '2026-11-20T09:30:00Z',
  role: 'authenticated',
  user_metadata: { display_name: 'ada' },
};
const bob: AuthUser = { id: 'b0b00000-0000-4000-8000-000000000000', created_at: '2026-11-21T00:00:00Z' };
const monthly: BillingItem = {
  type: 'subscription',
  status: 'active',
  created_at: '2026-11-22T00:00:00Z',
  details: { billing_cycle: { interval: 'month' } },
};

function run(events: SessionEvent[], from: SessionState = SIGNED_OUT) {
  let state = from;
  const effects = [];
  for (const event of events) {
    const next = sessionTransition(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

describe('accountFromUser', () => {
  it('reads the display name, tag, e-mail and dates', () => {
    expect(accountFromUser(ada)).toEqual({
      id: ada.id,
      username: 'ada',
      tag: '0c8f9a',
      email: 'Ada.Lovelace@example.com',
      createdAt: '2026-11-20T09:30:00Z',
      role: 'authenticated',
      onboarded: false,
    });
  });

  it('derives a username from the e-mail, else Anonymous', () => {
    expect(accountFromUser({ ...ada, user_metadata: {} }).username).toBe('ada_lovelace');
    expect(accountFromUser({ ...ada, user_metadata: { full_name: 'Ada King' } }).username).toBe('Ada King');
    expect(accountFromUser(bob).username).toBe('Anonymous');
    expect(accountFromUser({ ...ada, user_metadata: { onboarded: true } }).onboarded).toBe(true);
  });
});

describe('sessionTransition', () => {
  it('loads a signed-in user: switches the profile and fetches premium', () => {
    const { state, effects } = run([{ type: 'signed-in', user: ada }]);
    expect(state.status).toBe('loading');
    expect(effects).toEqual([
      { type: 'switch-profile', userId: ada.id },
      { type: 'fetch-premium', userId: ada.id },
    ]);
    expect(sessionAccountInfo(state)).toBe(UNKNOWN_ACCOUNT_INFO);
  });

  it('takes the billing items as the account info', () => {
    const { state } = run([
      { type: 'signed-in', user: ada },
      { type: 'premium-loaded', userId: ada.id, billingItems: [monthly] },
    ]);
    expect(state.status).toBe('signed-in');
    expect(sessionAccountInfo(state)).toMatchObject({ isPremium: true, isLocalPremium: true });
  });

  it('treats a failed verification as non-premium, with a warning', () => {
    const { state, effects } = run([
      { type: 'signed-in', user: ada },
      { type: 'premium-failed', userId: ada.id },
    ]);
    expect(state).toMatchObject({ status: 'signed-in', accountInfo: UNKNOWN_ACCOUNT_INFO });
    expect(effects.at(-1)).toEqual({ type: 'notify', level: 'warning', text: PREMIUM_VERIFICATION_FAILED });
  });

  it('keeps the info on a token refresh or user update of the same user', () => {
    const signedIn = run([
      { type: 'signed-in', user: ada },
      { type: 'premium-loaded', userId: ada.id, billingItems: [monthly] },
    ]).state;
    const renamed = { ...ada, user_metadata: { display_name: 'countess' } };
    const { state, effects } = run(
      [
        { type: 'token-refreshed', user: ada },
        { type: 'user-updated', user: renamed },
      ],
      signedIn,
    );
    expect(effects).toEqual([]);
    expect(state).toMatchObject({ status: 'signed-in', account: { username: 'countess' } });
    expect(sessionAccountInfo(state).isPremium).toBe(true);
  });

  it('drops a premium answer for a user who is no longer signed in', () => {
    const { state } = run([
      { type: 'signed-in', user: ada },
      { type: 'signed-in', user: bob },
      { type: 'premium-loaded', userId: ada.id, billingItems: [monthly] },
    ]);
    expect(state).toMatchObject({ status: 'loading', account: { id: bob.id } });
    expect(run([{ type: 'premium-loaded', userId: ada.id, billingItems: [] }]).state).toBe(SIGNED_OUT);
  });

  it('signs out to the anonymous profile once', () => {
    const { state, effects } = run([
      { type: 'signed-in', user: ada },
      { type: 'signed-out' },
      { type: 'signed-out' },
    ]);
    expect(state).toBe(SIGNED_OUT);
    expect(effects.filter((effect) => effect.type === 'switch-profile').at(-1)).toEqual({
      type: 'switch-profile',
      userId: null,
    });
    expect(effects).toHaveLength(3);
  });

  it('sends a password recovery to the change-password screen', () => {
    const { effects } = run([{ type: 'password-recovery', user: ada }]);
    expect(effects.at(-1)).toEqual({ type: 'navigate', to: '/profile/change-password' });
  });

  it('re-reads the info after a purchase, marked as updating until it lands', () => {
    const signedIn = run([
      { type: 'signed-in', user: ada },
      { type: 'premium-loaded', userId: ada.id, billingItems: [] },
    ]).state;
    const updating = sessionTransition(signedIn, { type: 'purchase-completed' });
    expect(updating.state).toMatchObject({ updating: true });
    expect(updating.effects).toEqual([{ type: 'fetch-premium', userId: ada.id }]);
    const done = sessionTransition(updating.state, {
      type: 'premium-loaded',
      userId: ada.id,
      billingItems: [monthly],
    });
    expect(done.state).toMatchObject({ updating: false });
    expect(sessionAccountInfo(done.state).tiers?.has('monthly')).toBe(true);
    expect(sessionTransition(SIGNED_OUT, { type: 'purchase-completed' }).effects).toEqual([]);
  });
  describe('after a purchase whose webhook is late', () => {
    const starter: BillingItem = { type: 'lifetime', status: 'active', created_at: '2026-11-20T00:00:00Z' };
    const owned = run([
      { type: 'signed-in', user: ada },
      { type: 'premium-loaded', userId: ada.id, billingItems: [starter] },
    ]).state;
    const unchanged: SessionEvent = { type: 'premium-loaded', userId: ada.id, billingItems: [starter] };

    it('reads again after each delay while nothing new arrives, the notice staying up', () => {
      const { state, effects } = run(
        [{ type: 'purchase-completed' }, unchanged, unchanged, unchanged],
        owned,
      );
      expect(state).toMatchObject({ status: 'signed-in', updating: true, rechecks: 3 });
      expect(effects).toEqual([
        { type: 'fetch-premium', userId: ada.id },
        { type: 'fetch-premium', userId: ada.id, afterMs: 1000 },
        { type: 'fetch-premium', userId: ada.id, afterMs: 2000 },
        { type: 'fetch-premium', userId: ada.id, afterMs: 4000 },
      ]);
      // Meanwhile the account keeps what it owned: Starter, no Pro.
      expect(sessionAccountInfo(state)).toMatchObject({ isLocalPremium: true, isPremium: false });
    });

    it('lifts the notice and takes the new tier when the webhook lands', () => {
      const { state, effects } = run(
        [
          { type: 'purchase-completed' },
          unchanged,
          { type: 'premium-loaded', userId: ada.id, billingItems: [starter, monthly] },
        ],
        owned,
      );
      expect(state).toMatchObject({ updating: false, rechecks: 0 });
      expect(sessionAccountInfo(state).isPremium).toBe(true);
      expect(effects).toHaveLength(2);
    });

    it('retries a failed read too, and warns only when the last one fails', () => {
      const failed: SessionEvent = { type: 'premium-failed', userId: ada.id };
      const retried = run([{ type: 'purchase-completed' }, failed], owned);
      expect(retried.effects.at(-1)).toEqual({ type: 'fetch-premium', userId: ada.id, afterMs: 1000 });
      expect(sessionAccountInfo(retried.state).isLocalPremium).toBe(true);
      const allFailed = run(
        [{ type: 'purchase-completed' }, ...PURCHASE_RECHECK_DELAYS_MS.map(() => failed), failed],
        owned,
      );
      expect(allFailed.state).toMatchObject({ updating: false, accountInfo: UNKNOWN_ACCOUNT_INFO });
      expect(allFailed.effects.at(-1)).toEqual({
        type: 'notify',
        level: 'warning',
        text: PREMIUM_VERIFICATION_FAILED,
      });
    });

    it('gives up after the last delay, keeping what the account had', () => {
      const reads = PURCHASE_RECHECK_DELAYS_MS.map(() => unchanged);
      const { state, effects } = run([{ type: 'purchase-completed' }, ...reads, unchanged], owned);
      expect(state).toMatchObject({ updating: false, rechecks: 0 });
      expect(sessionAccountInfo(state).tiers).toEqual(new Set(['starter']));
      const waits = effects.flatMap((effect) =>
        effect.type === 'fetch-premium' && effect.afterMs ? [effect.afterMs] : [],
      );
      expect(waits).toEqual([...PURCHASE_RECHECK_DELAYS_MS]);
    });

    it('stops when the user signs out while waiting', () => {
      const { state, effects } = run(
        [{ type: 'purchase-completed' }, unchanged, { type: 'signed-out' }, unchanged],
        owned,
      );
      expect(state).toBe(SIGNED_OUT);
      expect(effects.at(-1)).toEqual({ type: 'switch-profile', userId: null });
    });
  });
});
