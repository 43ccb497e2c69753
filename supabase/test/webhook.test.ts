/**
 * The payments webhook, the Edge Function running under Deno in the local
 * stack: Paddle-signed deliveries are applied, unsigned, tampered and stale
 * ones refused, replays and out-of-order deliveries change nothing, and the
 * billing items it writes give the spec's tiers through core's rule.
 */
import { NodeRuntime, Webhooks } from '@paddle/paddle-node-sdk';
import { accountInfo, type BillingItem } from '@typeshelf/core/accounts';
import { describe, expect, it } from 'vitest';
import { handlePaddleWebhook, type WebhookEnv } from '../functions/paddle-webhook/handler.ts';
import { serviceHeaders, serviceKeyFrom } from '../functions/paddle-webhook/service-key.ts';
import { deliver, PRICES, purchaseEvent, sign, signedIn, stack, subscriptionEvent } from './client';

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
        items: [{ price: { id: PRICES.starter, unit_price: { amount: '2999', currency_code: 'USD' } } }],
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

  it('an event naming an account that does not exist is answered 200, ignored, and recorded once', async () => {
    const body = subscriptionEvent(
      '00000000-0000-4000-8000-00000000dead',
      'active',
      new Date().toISOString(),
    );
    const response = await deliver(body, sign(body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcome: 'ignored' });
    expect(await (await deliver(body, sign(body))).json()).toEqual({ outcome: 'duplicate' });
  });

  it('a price the deployment does not sell grants nothing; its own prices grant their tiers', async () => {
    const { supabase, user } = await signedIn('paddle-prices');
    const now = () => new Date().toISOString();
    const foreign = [
      subscriptionEvent(user!.id, 'active', now(), 'month', 'pri_not_ours'),
      purchaseEvent(user!.id, now(), 'pri_not_ours'),
      // A Pro price bought once, or the lifetime price as a subscription, is not what is sold either.
      purchaseEvent(user!.id, now(), PRICES.monthly),
      subscriptionEvent(user!.id, 'active', now(), 'month', PRICES.starter),
    ];
    for (const body of foreign) {
      const response = await deliver(body, sign(body));
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 200,
        body: { outcome: 'ignored' },
      });
    }
    expect((await supabase.rpc('get_premium')).data).toEqual([]);

    const starter = purchaseEvent(user!.id, now());
    expect(await (await deliver(starter, sign(starter))).json()).toEqual({ outcome: 'applied' });
    expect([...(await premiumOf(supabase)).tiers!]).toEqual(['starter']);
    const annual = subscriptionEvent(user!.id, 'active', now(), 'year');
    expect(await (await deliver(annual, sign(annual))).json()).toEqual({ outcome: 'applied' });
    const info = await premiumOf(supabase);
    expect({ premium: info.isPremium, tiers: new Set(info.tiers) }).toEqual({
      premium: true,
      tiers: new Set(['starter', 'annually']),
    });
  });
});

describe('the webhook’s key to the database', () => {
  const env = (names: Record<string, string>) => ({ get: (name: string) => names[name] });

  it('prefers Supabase’s secret key (SUPABASE_SECRET_KEYS) and falls back to the legacy service-role key', () => {
    expect(
      serviceKeyFrom(env({ SUPABASE_SECRET_KEYS: '{"default":"sb_secret_a","ci":"sb_secret_b"}' })),
    ).toBe('sb_secret_a');
    expect(
      serviceKeyFrom(
        env({ SUPABASE_SECRET_KEYS: '{"ci":"sb_secret_b"}', SUPABASE_SERVICE_ROLE_KEY: 'eyJ.x.y' }),
      ),
    ).toBe('sb_secret_b');
    expect(serviceKeyFrom(env({ SUPABASE_SECRET_KEYS: '{}', SUPABASE_SERVICE_ROLE_KEY: 'eyJ.x.y' }))).toBe(
      'eyJ.x.y',
    );
    expect(
      serviceKeyFrom(env({ SUPABASE_SECRET_KEYS: 'not json', SUPABASE_SERVICE_ROLE_KEY: 'eyJ.x.y' })),
    ).toBe('eyJ.x.y');
    expect(serviceKeyFrom(env({ SUPABASE_SERVICE_ROLE_KEY: 'eyJ.x.y' }))).toBe('eyJ.x.y');
  });

  it('sends a secret key as `apikey` only, and the legacy JWT as `apikey` and bearer token', () => {
    expect(serviceHeaders('sb_secret_a')).toEqual({ apikey: 'sb_secret_a' });
    expect(serviceHeaders('eyJ.x.y')).toEqual({ apikey: 'eyJ.x.y', authorization: 'Bearer eyJ.x.y' });
  });

  it('calls apply_paddle_event with the secret key and the configured prices; unconfigured, it answers 500', async () => {
    const calls: { url: string; headers: Record<string, string>; body: unknown }[] = [];
    const webhook: WebhookEnv = {
      secret: 'pdl_ntfset_unit',
      supabaseUrl: 'https://project.example',
      serviceKey: 'sb_secret_unit',
      prices: PRICES,
      now: () => Date.now(),
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({
          url,
          headers: init.headers as Record<string, string>,
          body: JSON.parse(String(init.body)),
        });
        return new Response('"applied"', { status: 200 });
      }) as typeof fetch,
    };
    const body = subscriptionEvent(
      '00000000-0000-4000-8000-000000000001',
      'active',
      new Date().toISOString(),
    );
    const request = () =>
      new Request('https://fn.example/', {
        method: 'POST',
        headers: { 'paddle-signature': sign(body, webhook.secret) },
        body,
      });
    const response = await handlePaddleWebhook(request(), webhook);
    expect(await response.json()).toEqual({ outcome: 'applied' });
    expect(calls).toEqual([
      {
        url: 'https://project.example/rest/v1/rpc/apply_paddle_event',
        headers: { apikey: 'sb_secret_unit', 'content-type': 'application/json' },
        body: { event: JSON.parse(body), prices: PRICES },
      },
    ]);
    const unconfigured = await handlePaddleWebhook(request(), {
      ...webhook,
      prices: { ...PRICES, annually: '' },
    });
    expect(unconfigured.status).toBe(500);
    expect(calls).toHaveLength(1);
  });

  it('reaches the database through the stack’s gateway with the secret key or the legacy key, and not with a wrong one', async () => {
    const { supabase, user } = await signedIn('paddle-keys');
    const handle = (serviceKey: string, occurredAt: string) => {
      const body = subscriptionEvent(user!.id, 'active', occurredAt);
      return handlePaddleWebhook(
        new Request(`${stack.url}/functions/v1/paddle-webhook`, {
          method: 'POST',
          headers: { 'paddle-signature': sign(body) },
          body,
        }),
        {
          secret: stack.webhookSecret,
          supabaseUrl: stack.url,
          serviceKey,
          prices: PRICES,
          now: () => Date.now(),
          fetch,
        },
      );
    };
    const wrong = await handle('sb_secret_not_this_project', '2026-11-01T10:00:00.000Z');
    expect(wrong.status).toBe(500);
    expect((await supabase.rpc('get_premium')).data).toEqual([]);
    expect(await (await handle(stack.serviceKey, '2026-11-02T10:00:00.000Z')).json()).toEqual({
      outcome: 'applied',
    });
    expect(stack.secretKey).toMatch(/^sb_secret_/);
    expect(await (await handle(stack.secretKey, '2026-11-03T10:00:00.000Z')).json()).toEqual({
      outcome: 'applied',
    });
    expect((await premiumOf(supabase)).isPremium).toBe(true);
  });
});
