// `npm start -- --payments=local`: a development stand-in for Paddle, so a
// purchase can be tried end to end without a Paddle account. The app is built
// with the development price ids and loads the stand-in's Paddle.js
// (local-payments-paddle.js) from the app's own address; its test-card
// checkout posts here, and this delivers the event Paddle would send, signed
// with the local stack's webhook secret, to the stack's paddle-webhook
// function: the account gets its tier through the same path as production.
// Nothing of it is in a build made for a deployment.
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The development price ids (apps/web/public/premium/price-ids-development.json). */
export const LOCAL_PRICES = {
  starter: 'pri_dev_starter_lifetime',
  monthly: 'pri_dev_pro_monthly',
  annually: 'pri_dev_pro_annually',
};

/** The build settings of a local-payments build (apps/web/.env.example names them). */
export const LOCAL_PAYMENT_SETTINGS = {
  TYPESHELF_LOCAL_PAYMENTS: 'on',
  TYPESHELF_PADDLE_CLIENT_TOKEN: 'test_local_stand_in',
  TYPESHELF_PADDLE_ENVIRONMENT: 'sandbox',
  TYPESHELF_PRICE_STARTER: LOCAL_PRICES.starter,
  TYPESHELF_PRICE_MONTHLY: LOCAL_PRICES.monthly,
  TYPESHELF_PRICE_ANNUALLY: LOCAL_PRICES.annually,
};

/** What the stand-in charges, in cents (USD), as Paddle's price preview gives totals. */
const AMOUNTS = { starter: '4999', monthly: '499', annually: '4788' };

const planOf = (priceId) => Object.keys(LOCAL_PRICES).find((plan) => LOCAL_PRICES[plan] === priceId) ?? null;

/**
 * The event Paddle sends when `userId` buys `priceId`: a completed one-time
 * transaction for Starter, a created subscription for the Pro plans. Null for
 * a price the stand-in does not sell.
 */
export function purchaseEvent({ priceId, userId, now, id }) {
  const plan = planOf(priceId);
  if (plan === null) return null;
  const at = new Date(now).toISOString();
  const items = [{ price: { id: priceId, unit_price: { amount: AMOUNTS[plan], currency_code: 'USD' } } }];
  const common = { event_id: `evt_local_${id}`, notification_id: `ntf_local_${id}`, occurred_at: at };
  if (plan === 'starter')
    return {
      ...common,
      event_type: 'transaction.completed',
      data: {
        id: `txn_local_${id}`,
        status: 'completed',
        subscription_id: null,
        created_at: at,
        currency_code: 'USD',
        items,
        custom_data: { user_id: userId },
      },
    };
  const interval = plan === 'monthly' ? 'month' : 'year';
  const next = new Date(now);
  if (interval === 'month') next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCFullYear(next.getUTCFullYear() + 1);
  return {
    ...common,
    event_type: 'subscription.created',
    data: {
      id: `sub_local_${id}`,
      status: 'active',
      created_at: at,
      billing_cycle: { interval, frequency: 1 },
      next_billed_at: next.toISOString(),
      scheduled_change: null,
      // The stand-in has no customer portal: these say so rather than pretend.
      management_urls: { cancel: null, update_payment_method: null },
      currency_code: 'USD',
      items,
      custom_data: { user_id: userId },
    },
  };
}

/** Paddle's signature header for `body` at `seconds`: `ts=<seconds>;h1=<HMAC-SHA256 of "ts:body">`. */
export function paddleSignature(secret, body, seconds) {
  return `ts=${seconds};h1=${createHmac('sha256', secret).update(`${seconds}:${body}`).digest('hex')}`;
}

/** Posts `event` to the stack's webhook function, signed as Paddle signs; returns the status. */
export async function deliverEvent({ backendUrl, webhookSecret, event, now }) {
  const body = JSON.stringify(event);
  const response = await fetch(`${backendUrl}/functions/v1/paddle-webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'paddle-signature': paddleSignature(webhookSecret, body, Math.floor(now / 1000)),
    },
    body,
  });
  return { status: response.status, body: await response.text() };
}

function readJson(req) {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
      if (body.length > 10_000) reject(new Error('too large'));
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(body));
      } catch (error) {
        reject(error);
      }
    });
    req.on('error', reject);
  });
}

/**
 * The Vite preview plugin: serves the stand-in's Paddle.js at
 * `/local-payments/paddle.js` and completes a checkout at
 * `/local-payments/complete` ({ priceId, userId }) by delivering the signed
 * event. Answers the webhook's status, so the checkout can say if it failed.
 */
export function localPaymentsPlugin({ backendUrl, webhookSecret, log = console.log }) {
  const script = readFileSync(new URL('./local-payments-paddle.js', import.meta.url), 'utf8');
  return {
    name: 'typeshelf-local-payments',
    configurePreviewServer(server) {
      server.middlewares.use('/local-payments/paddle.js', (_req, res) => {
        res.setHeader('content-type', 'text/javascript');
        res.setHeader('cache-control', 'no-store');
        res.end(script);
      });
      server.middlewares.use('/local-payments/complete', async (req, res) => {
        const reply = (status, body) => {
          res.statusCode = status;
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(body));
        };
        if (req.method !== 'POST') return reply(405, { error: 'POST only' });
        let request;
        try {
          request = await readJson(req);
        } catch {
          return reply(400, { error: 'not JSON' });
        }
        const { priceId, userId } = request ?? {};
        if (typeof priceId !== 'string' || typeof userId !== 'string' || userId === '')
          return reply(400, { error: 'priceId and userId are needed' });
        const now = Date.now();
        const event = purchaseEvent({ priceId, userId, now, id: randomUUID() });
        if (!event) return reply(400, { error: `the stand-in does not sell ${priceId}` });
        try {
          const delivered = await deliverEvent({ backendUrl, webhookSecret, event, now });
          log(
            `Local payments: ${event.event_type} for ${userId} (${priceId}) -> webhook ${delivered.status}`,
          );
          return reply(delivered.status === 200 ? 200 : 502, { webhook: delivered.status });
        } catch (error) {
          return reply(502, { error: `the webhook could not be reached: ${error.message}` });
        }
      });
    },
  };
}
