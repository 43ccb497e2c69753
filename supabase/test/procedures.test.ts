/**
 * Who may call which procedure (03 §7): health_check for anyone, get_premium
 * for a signed-in user and only over their own billing items, and the
 * webhook's apply_paddle_event for the service role alone — with its
 * at-least-once and out-of-order handling.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsers, type Database, runAs, startDatabase } from './database';

let db: Database;
beforeAll(async () => {
  db = await startDatabase();
});
afterAll(async () => {
  await db?.stop();
});

/** The deployment's price ids, as the webhook passes them. */
const PRICES = { starter: 'pri_lifetime', monthly: 'pri_1', annually: 'pri_12' };

const subscriptionEvent = (
  eventId: string,
  occurredAt: string,
  user: string,
  status: string,
  interval: 'month' | 'year' = 'month',
  price = interval === 'month' ? PRICES.monthly : PRICES.annually,
) => ({
  event_id: eventId,
  event_type: status === 'canceled' ? 'subscription.canceled' : 'subscription.updated',
  occurred_at: occurredAt,
  data: {
    id: `sub_${user.slice(0, 8)}`,
    status,
    created_at: '2026-11-01T10:00:00Z',
    billing_cycle: { interval, frequency: 1 },
    next_billed_at: '2026-12-01T10:00:00Z',
    scheduled_change: null,
    management_urls: { cancel: 'https://example.com/cancel', update_payment_method: null },
    currency_code: 'EUR',
    items: [{ price: { id: price, unit_price: { amount: '499', currency_code: 'EUR' } } }],
    custom_data: { user_id: user },
  },
});

describe('procedures', () => {
  it('health_check returns ok for anon and signed-in users', async () => {
    await db.inRollback(async (client) => {
      const [a] = await createUsers(client, 1);
      for (const actor of ['anon', { user: a! }] as const) {
        const outcome = await runAs(client, actor, 'select public.health_check() as status');
        expect(outcome).toEqual({ rows: [{ status: 'ok' }], error: null });
      }
    });
  });

  it('get_premium: not callable by anon; a user gets their own billing items only', async () => {
    await db.inRollback(async (client) => {
      const [a, b] = await createUsers(client, 2);
      for (const user of [a!, b!]) {
        const applied = await runAs(
          client,
          'service_role',
          'select public.apply_paddle_event($1, $2) as outcome',
          [subscriptionEvent(`evt_${user}`, '2026-11-01T10:00:00Z', user, 'active'), PRICES],
        );
        expect(applied.rows).toEqual([{ outcome: 'applied' }]);
      }
      expect((await runAs(client, 'anon', 'select * from public.get_premium()')).error).toBe('42501');
      const own = await runAs(
        client,
        { user: a! },
        'select id, user_id, type, status, details from public.get_premium()',
      );
      expect(own.rows).toEqual([
        {
          id: `sub_${a!.slice(0, 8)}`,
          user_id: a,
          type: 'subscription',
          status: 'active',
          details: expect.objectContaining({
            billing_cycle: { interval: 'month', frequency: 1 },
            currency_code: 'EUR',
          }),
        },
      ]);
    });
  });

  it('apply_paddle_event: only the service role; replays and out-of-order deliveries change nothing', async () => {
    await db.inRollback(async (client) => {
      const [a] = await createUsers(client, 1);
      const apply = (event: object, actor: 'service_role' | 'anon' | { user: string } = 'service_role') =>
        runAs(client, actor, 'select public.apply_paddle_event($1, $2) as outcome', [event, PRICES]);
      const status = async () =>
        (await client.query('select status from public.billing_items where user_id = $1', [a])).rows[0]
          ?.status;

      const created = subscriptionEvent('evt_1', '2026-11-01T10:00:00Z', a!, 'active');
      expect((await apply(created, 'anon')).error).toBe('42501');
      expect((await apply(created, { user: a! })).error).toBe('42501');
      expect(await status()).toBeUndefined();

      expect((await apply(created)).rows[0]?.outcome).toBe('applied');
      expect((await apply(created)).rows[0]?.outcome).toBe('duplicate');
      const canceled = subscriptionEvent('evt_3', '2026-11-20T10:00:00Z', a!, 'canceled');
      expect((await apply(canceled)).rows[0]?.outcome).toBe('applied');
      expect(await status()).toBe('canceled');
      // An update from before the cancel arrives late: it is stale and ignored.
      const late = subscriptionEvent('evt_2', '2026-11-10T10:00:00Z', a!, 'active');
      expect((await apply(late)).rows[0]?.outcome).toBe('stale');
      expect(await status()).toBe('canceled');
      expect(
        (
          await apply({
            event_id: 'evt_x',
            event_type: 'customer.updated',
            occurred_at: '2026-11-21T00:00:00Z',
            data: {},
          })
        ).rows[0]?.outcome,
      ).toBe('ignored');
    });
  });

  it('a one-time purchase is a lifetime item; a refund ends it', async () => {
    await db.inRollback(async (client) => {
      const [a] = await createUsers(client, 1);
      const apply = (event: object) =>
        runAs(client, 'service_role', 'select public.apply_paddle_event($1, $2) as outcome', [event, PRICES]);
      await apply({
        event_id: 'evt_t',
        event_type: 'transaction.completed',
        occurred_at: '2026-11-01T10:00:00Z',
        data: {
          id: 'txn_1',
          subscription_id: null,
          status: 'completed',
          currency_code: 'USD',
          items: [{ price: { id: PRICES.starter } }],
          custom_data: { user_id: a },
        },
      });
      const items = async () =>
        (await client.query('select id, type, status from public.billing_items where user_id = $1', [a]))
          .rows;
      expect(await items()).toEqual([{ id: 'txn_1', type: 'lifetime', status: 'active' }]);
      // A subscription's own transactions are not lifetime purchases.
      await apply({
        event_id: 'evt_s',
        event_type: 'transaction.completed',
        occurred_at: '2026-11-02T10:00:00Z',
        data: { id: 'txn_2', subscription_id: 'sub_9', custom_data: { user_id: a } },
      });
      expect(await items()).toHaveLength(1);
      await apply({
        event_id: 'evt_r',
        event_type: 'adjustment.updated',
        occurred_at: '2026-11-03T10:00:00Z',
        data: { id: 'adj_1', action: 'refund', status: 'approved', transaction_id: 'txn_1' },
      });
      expect(await items()).toEqual([{ id: 'txn_1', type: 'lifetime', status: 'canceled' }]);
    });
  });

  it('only the configured prices grant tiers: lifetime → Starter, monthly and annual → Pro, any other → nothing', async () => {
    await db.inRollback(async (client) => {
      const [a] = await createUsers(client, 1);
      const apply = (event: object, prices: object = PRICES) =>
        runAs(client, 'service_role', 'select public.apply_paddle_event($1, $2) as outcome', [event, prices]);
      const items = async () =>
        (
          await client.query(
            `select type, status, details -> 'billing_cycle' ->> 'interval' as every
             from public.billing_items where user_id = $1 order by type`,
            [a],
          )
        ).rows;
      const purchase = (id: string, price: string) => ({
        event_id: `evt_${id}`,
        event_type: 'transaction.completed',
        occurred_at: '2026-11-01T10:00:00Z',
        data: { id, subscription_id: null, items: [{ price: { id: price } }], custom_data: { user_id: a } },
      });

      // Prices the deployment does not sell, or none configured: recorded, nothing granted.
      expect((await apply(purchase('txn_other', 'pri_someone_elses'))).rows[0]?.outcome).toBe('ignored');
      const stranger = subscriptionEvent(
        'evt_sub_other',
        '2026-11-01T10:00:00Z',
        a!,
        'active',
        'month',
        'pri_x',
      );
      expect((await apply(stranger)).rows[0]?.outcome).toBe('ignored');
      expect((await apply(purchase('txn_unconfigured', PRICES.starter), {})).rows[0]?.outcome).toBe(
        'ignored',
      );
      const unconfigured = subscriptionEvent('evt_sub_none', '2026-11-01T10:00:00Z', a!, 'active');
      expect((await apply(unconfigured, {})).rows[0]?.outcome).toBe('ignored');
      // The lifetime price bought as a subscription, or a Pro price as a one-time purchase, grant nothing either.
      const lifetimeSubscription = subscriptionEvent(
        'evt_sub_l',
        '2026-11-01T10:00:00Z',
        a!,
        'active',
        'month',
        PRICES.starter,
      );
      expect((await apply(lifetimeSubscription)).rows[0]?.outcome).toBe('ignored');
      expect((await apply(purchase('txn_monthly', PRICES.monthly))).rows[0]?.outcome).toBe('ignored');
      expect(await items()).toEqual([]);
      const recorded = await client.query(
        "select count(*)::int as n from private.paddle_events where outcome = 'ignored'",
      );
      expect(recorded.rows[0].n).toBeGreaterThanOrEqual(6);

      expect((await apply(purchase('txn_lifetime', PRICES.starter))).rows[0]?.outcome).toBe('applied');
      expect(await items()).toEqual([{ type: 'lifetime', status: 'active', every: null }]);
      const yearly = subscriptionEvent('evt_sub_y', '2026-11-02T10:00:00Z', a!, 'active', 'year');
      expect((await apply(yearly)).rows[0]?.outcome).toBe('applied');
      expect(await items()).toEqual([
        { type: 'lifetime', status: 'active', every: null },
        { type: 'subscription', status: 'active', every: 'year' },
      ]);
    });
  });

  it('an event naming an account that does not exist is recorded and ignored, not an error', async () => {
    await db.inRollback(async (client) => {
      const apply = (event: object) =>
        runAs(client, 'service_role', 'select public.apply_paddle_event($1, $2) as outcome', [event, PRICES]);
      const ghost = '00000000-0000-4000-8000-000000000000';
      const gone = subscriptionEvent('evt_ghost', '2026-11-01T10:00:00Z', ghost, 'active');
      expect(await apply(gone)).toEqual({ rows: [{ outcome: 'ignored' }], error: null });
      const malformed = subscriptionEvent('evt_malformed', '2026-11-01T10:00:00Z', 'not-a-uuid', 'active');
      expect(await apply(malformed)).toEqual({ rows: [{ outcome: 'ignored' }], error: null });
      const { rows } = await client.query(
        "select event_id, outcome from private.paddle_events where event_id in ('evt_ghost', 'evt_malformed') order by 1",
      );
      expect(rows).toEqual([
        { event_id: 'evt_ghost', outcome: 'ignored' },
        { event_id: 'evt_malformed', outcome: 'ignored' },
      ]);
      expect((await client.query('select count(*)::int as n from public.billing_items')).rows[0].n).toBe(0);
      // Delivered again, it is a duplicate: answered once, never retried for days.
      expect((await apply(gone)).rows[0]?.outcome).toBe('duplicate');
    });
  });
});
