/**
 * Paddle's webhook events as the tests and benchmarks deliver them to the
 * local stack's webhook function, signed the way Paddle signs
 * (`ts=<seconds>;h1=<HMAC-SHA256 of "ts:body">`). Plain code, no test
 * runner: the benchmarks use it too.
 */
import { createHmac } from 'node:crypto';

/** Posts `event` to the stack's webhook function, signed with its secret. */
export function deliverSigned(stackUrl: string, secret: string, event: unknown): Promise<Response> {
  const body = JSON.stringify(event);
  const at = Math.floor(Date.now() / 1000);
  const h1 = createHmac('sha256', secret).update(`${at}:${body}`).digest('hex');
  return fetch(`${stackUrl}/functions/v1/paddle-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'paddle-signature': `ts=${at};h1=${h1}` },
    body,
  });
}

/** Paddle's event for a new monthly subscription of `userId`. */
export function subscriptionCreated(userId: string) {
  return {
    event_id: `evt_checkout_${userId}`,
    event_type: 'subscription.created',
    occurred_at: new Date().toISOString(),
    notification_id: `ntf_checkout_${userId}`,
    data: {
      id: `sub_checkout_${userId}`,
      status: 'active',
      created_at: new Date().toISOString(),
      billing_cycle: { interval: 'month', frequency: 1 },
      next_billed_at: '2027-01-01T00:00:00.000Z',
      scheduled_change: null,
      management_urls: {
        cancel: 'https://pay.example/cancel',
        update_payment_method: 'https://pay.example/card',
      },
      currency_code: 'USD',
      items: [{ price: { id: 'pri_dev_pro_monthly', unit_price: { amount: '499', currency_code: 'USD' } } }],
      custom_data: { user_id: userId },
    },
  };
}

/** Paddle's event for a completed one-time (Starter) purchase by `userId`. */
export function lifetimePurchased(userId: string, priceId: string) {
  return {
    event_id: `evt_txn_${userId}`,
    event_type: 'transaction.completed',
    occurred_at: new Date().toISOString(),
    notification_id: `ntf_txn_${userId}`,
    data: {
      id: `txn_${userId}`,
      status: 'completed',
      subscription_id: null,
      created_at: new Date().toISOString(),
      currency_code: 'USD',
      items: [{ price: { id: priceId, unit_price: { amount: '4999', currency_code: 'USD' } } }],
      custom_data: { user_id: userId },
    },
  };
}
