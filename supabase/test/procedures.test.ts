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

const subscriptionEvent = (
  eventId: string,
  occurredAt: string,
  user: string,
  status: string,
  interval: 'month' | 'year' = 'month',
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
    items: [{ price: { id: 'pri_1', unit_price: { amount: '499', currency_code: 'EUR' } } }],
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
          'select public.apply_paddle_event($1) as outcome',
          [subscriptionEvent(`evt_${user}`, '2026-11-01T10:00:00Z', user, 'active')],
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
        runAs(client, actor, 'select public.apply_paddle_event($1) as outcome', [event]);
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
        runAs(client, 'service_role', 'select public.apply_paddle_event($1) as outcome', [event]);
      await apply({
        event_id: 'evt_t',
        event_type: 'transaction.completed',
        occurred_at: '2026-11-01T10:00:00Z',
        data: {
          id: 'txn_1',
          subscription_id: null,
          status: 'completed',
          currency_code: 'USD',
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
});
