/**
 * supabase-js clients against the local stack the global setup started, and
 * the account helpers the contract tests share: sign up, follow the printed
 * confirmation link, sign in.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import ws from 'ws';
import { localPriceIds } from '../local/edge-function.mjs';

/** The price ids the local stack's webhook grants tiers for. */
const priceIds = localPriceIds();
export const PRICES = {
  starter: priceIds.PADDLE_PRICE_STARTER,
  monthly: priceIds.PADDLE_PRICE_MONTHLY,
  annually: priceIds.PADDLE_PRICE_ANNUALLY,
};

export const stack = inject('stack');
export const PASSWORD = 'correct horse battery';

export function client(key = stack.anonKey): SupabaseClient {
  return createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'pkce' },
    realtime: { transport: ws as never },
    db: { retry: false } as never,
  });
}

/** The last link the auth server printed for `email` (what a developer copies from the terminal). */
export function printedLink(email: string): string {
  const lines = readFileSync(stack.logFile, 'utf8').split('\n');
  const line = lines.reverse().find((l) => l.startsWith('[auth]') && l.includes(` ${email}: `));
  if (!line) throw new Error(`no link printed for ${email}`);
  return line.slice(line.lastIndexOf(': ') + 2);
}

let counter = 0;
export const freshEmail = (label = 'user') => `${label}-${Date.now()}-${counter++}@example.com`;

/** A confirmed account, signed in on its own client. */
export async function signedIn(label = 'user') {
  const email = freshEmail(label);
  const supabase = client();
  const signUp = await supabase.auth.signUp({ email, password: PASSWORD });
  if (signUp.error) throw signUp.error;
  const confirmed = await fetch(printedLink(email), { redirect: 'manual' });
  if (confirmed.status !== 303) throw new Error(`confirmation answered ${confirmed.status}`);
  const { data, error } = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return { supabase, email, user: data.user, session: data.session };
}

/** The payments webhook's address in the local stack. */
const endpoint = `${stack.url}/functions/v1/paddle-webhook`;

/** Signs like Paddle: ts=<seconds>;h1=<HMAC-SHA256 of "ts:body">. */
export function sign(body: string, secret = stack.webhookSecret, at = Math.floor(Date.now() / 1000)) {
  return `ts=${at};h1=${createHmac('sha256', secret).update(`${at}:${body}`).digest('hex')}`;
}

export const deliver = (body: string, signature: string | null) =>
  fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'paddle-signature': signature } : {}) },
    body,
  });

let sequence = 0;
export function subscriptionEvent(
  user: string,
  status: string,
  occurredAt: string,
  interval: 'month' | 'year' = 'month',
  price = interval === 'month' ? PRICES.monthly : PRICES.annually,
) {
  return JSON.stringify({
    event_id: `evt_${user}_${sequence++}`,
    event_type: status === 'canceled' ? 'subscription.canceled' : 'subscription.updated',
    occurred_at: occurredAt,
    notification_id: `ntf_${sequence}`,
    data: {
      id: `sub_${user}`,
      status,
      created_at: '2026-11-01T10:00:00.000Z',
      billing_cycle: { interval, frequency: 1 },
      next_billed_at: '2026-12-01T10:00:00.000Z',
      scheduled_change: null,
      management_urls: {
        cancel: 'https://example.com/cancel',
        update_payment_method: 'https://example.com/pay',
      },
      currency_code: 'USD',
      items: [{ price: { id: price, unit_price: { amount: '499', currency_code: 'USD' } }, quantity: 1 }],
      custom_data: { user_id: user },
    },
  });
}

/** Paddle's event for a completed one-time purchase of `price` by `user`. */
export function purchaseEvent(user: string, occurredAt: string, price = PRICES.starter) {
  return JSON.stringify({
    event_id: `evt_txn_${user}_${sequence++}`,
    event_type: 'transaction.completed',
    occurred_at: occurredAt,
    data: {
      id: `txn_${user}_${sequence}`,
      status: 'completed',
      subscription_id: null,
      created_at: occurredAt,
      currency_code: 'USD',
      items: [{ price: { id: price, unit_price: { amount: '2999', currency_code: 'USD' } } }],
      custom_data: { user_id: user },
    },
  });
}

/** Makes `userId` Pro: an active monthly subscription delivered through the webhook, as Paddle would. */
export async function makePro(userId: string): Promise<void> {
  const body = subscriptionEvent(userId, 'active', new Date().toISOString());
  const response = await deliver(body, sign(body));
  const answer = await response.json();
  if (response.status !== 200 || answer.outcome !== 'applied')
    throw new Error(`the webhook answered ${response.status} ${JSON.stringify(answer)}`);
}

/** A confirmed, signed-in account with an active Pro subscription: one that may sync. */
export async function signedInPro(label = 'pro') {
  const account = await signedIn(label);
  await makePro(account.user!.id);
  return account;
}
