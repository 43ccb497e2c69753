/**
 * The payments webhook, the Edge Function running under Deno in the local
 * stack: Paddle-signed deliveries are applied, unsigned, tampered and stale
 * ones refused, replays and out-of-order deliveries change nothing, and the
 * billing items it writes give the spec's tiers through core's rule.
 */
import { NodeRuntime, Webhooks } from '@paddle/paddle-node-sdk';
import { accountInfo, type BillingItem } from '@typeshelf/core/accounts';
import { describe, expect, it } from 'vitest';
import { deliver, sign, signedIn, stack, subscriptionEvent } from './client';

async function premiumOf(supabase: Awaited<ReturnType<typeof signedIn>>['supabase']) {
  const { data, error } = await supabase.rpc('get_premium');
  expect(error).toBeNull();
  return accountInfo(data as BillingItem[]);
}

describe('the Paddle webhook', () => {
  it('signs the way Paddle does: the SDK accepts our test signatures', async () => {
    NodeRuntime.initialize();
    const body = subscriptionEvent(
      '00000000-0000-0000-0000-000000000000',
      'active',
      new Date().toISOString(),
    );
    expect(await new Webhooks().isSignatureValid(body, stack.webhookSecret, sign(body))).toBe(true);
    expect(await new Webhooks().isSignatureValid(`${body} `, stack.webhookSecret, sign(body))).toBe(false);
  });

  it('applies a signed event: an active monthly subscription is premium', async () => {
    const { supabase, user } = await signedIn('paddle-signed');
    const body = subscriptionEvent(user!.id, 'active', new Date().toISOString());
    const response = await deliver(body, sign(body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcome: 'applied' });
    const info = await premiumOf(supabase);
    expect(info.isPremium).toBe(true);
    expect([...info.tiers!]).toEqual(['monthly']);
  });

  it('refuses unsigned, tampered, wrongly keyed and stale deliveries, writing nothing', async () => {
    const { supabase, user } = await signedIn('paddle-refused');
    const body = subscriptionEvent(user!.id, 'active', new Date().toISOString());
    const tampered = body.replace('"month"', '"year"');
    const attempts = [
      await deliver(body, null),
      await deliver(tampered, sign(body)),
      await deliver(body, sign(body, 'pdl_ntfset_not_the_secret')),
      await deliver(body, 'ts=abc;h1=00'),
      // A captured delivery replayed ten minutes later.
      await deliver(body, sign(body, stack.webhookSecret, Math.floor(Date.now() / 1000) - 600)),
    ];
    expect(attempts.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    expect((await supabase.rpc('get_premium')).data).toEqual([]);
  });

  it('a replayed event is applied once; an out-of-order older event does not undo a newer one', async () => {
    const { supabase, user } = await signedIn('paddle-order');
    const start = subscriptionEvent(user!.id, 'active', '2026-11-01T10:00:00.000Z');
    const cancel = subscriptionEvent(user!.id, 'canceled', '2026-11-20T10:00:00.000Z');
    const update = subscriptionEvent(user!.id, 'active', '2026-11-10T10:00:00.000Z', 'year');

    expect(await (await deliver(start, sign(start))).json()).toEqual({ outcome: 'applied' });
    // At-least-once delivery: Paddle sends the same event again, newly signed.
    expect(await (await deliver(start, sign(start))).json()).toEqual({ outcome: 'duplicate' });
    expect(await (await deliver(cancel, sign(cancel))).json()).toEqual({ outcome: 'applied' });
    expect(await (await deliver(update, sign(update))).json()).toEqual({ outcome: 'stale' });

    const info = await premiumOf(supabase);
    expect(info.isPremium).toBe(false);
    expect(info.billingItems).toMatchObject([{ type: 'subscription', status: 'canceled' }]);
  });

  it('a lifetime purchase is starter, on standby while a subscription is active and back when it ends', async () => {
    const { supabase, user } = await signedIn('paddle-tiers');
    const purchase = JSON.stringify({
      event_id: `evt_txn_${user!.id}`,
      event_type: 'transaction.completed',
      occurred_at: '2026-11-01T09:00:00.000Z',
      data: {
        id: `txn_${user!.id}`,
        status: 'completed',
        subscription_id: null,
        created_at: '2026-11-01T09:00:00.000Z',
        currency_code: 'USD',
        items: [{ price: { id: 'pri_lifetime', unit_price: { amount: '2999', currency_code: 'USD' } } }],
        custom_data: { user_id: user!.id },
      },
    });
    expect((await deliver(purchase, sign(purchase))).status).toBe(200);
    let info = await premiumOf(supabase);
    expect({ premium: info.isPremium, local: info.isLocalPremium, tiers: [...info.tiers!] }).toEqual({
      premium: false,
      local: true,
      tiers: ['starter'],
    });

    const subscribe = subscriptionEvent(user!.id, 'active', '2026-11-02T10:00:00.000Z', 'year');
    await deliver(subscribe, sign(subscribe));
    info = await premiumOf(supabase);
    expect(info.isPremium).toBe(true);
    expect(new Set(info.tiers)).toEqual(new Set(['starter', 'annually']));

    const end = subscriptionEvent(user!.id, 'canceled', '2026-12-02T10:00:00.000Z', 'year');
    await deliver(end, sign(end));
    info = await premiumOf(supabase);
    expect({ premium: info.isPremium, local: info.isLocalPremium, tiers: [...info.tiers!] }).toEqual({
      premium: false,
      local: true,
      tiers: ['starter'],
    });
  });
});
