/**
 * The payments webhook (03 §4 premium verification): verifies Paddle's
 * signature on the raw body, then hands the event and the deployment's price
 * ids to the database's `apply_paddle_event` with the service role, which
 * records each event id once (delivery is at least once), ignores events
 * older than what a billing item already reflects (deliveries can arrive out
 * of order), grants a tier only for the configured prices and answers
 * 'ignored' for an event naming no known account — recorded, so Paddle
 * stops delivering it.
 */
import { verifyPaddleSignature } from '../_shared/paddle-signature.ts';
import { serviceHeaders } from './service-key.ts';

/** The deployment's Paddle price ids: the lifetime (Starter) price and the two Pro subscription prices. */
export interface PriceIds {
  starter: string;
  monthly: string;
  annually: string;
}

export interface WebhookEnv {
  secret: string;
  supabaseUrl: string;
  /** A secret key (`sb_secret_…`) or the legacy service-role JWT. */
  serviceKey: string;
  prices: PriceIds;
  now: () => number;
  fetch: typeof fetch;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export async function handlePaddleWebhook(request: Request, env: WebhookEnv): Promise<Response> {
  if (request.method !== 'POST') return json(405, { error: 'method not allowed' });
  const raw = await request.text();
  if (!(await verifyPaddleSignature(raw, request.headers.get('paddle-signature'), env.secret, env.now())))
    return json(401, { error: 'invalid signature' });
  let event: unknown;
  try {
    event = JSON.parse(raw);
  } catch {
    return json(400, { error: 'not JSON' });
  }
  // Without its price ids the function could only ignore every purchase:
  // a 500 makes Paddle deliver the event again once the secrets are set.
  if (!env.prices.starter || !env.prices.monthly || !env.prices.annually || !env.serviceKey)
    return json(500, { error: 'the webhook is not configured' });
  const response = await env.fetch(`${env.supabaseUrl}/rest/v1/rpc/apply_paddle_event`, {
    method: 'POST',
    headers: { ...serviceHeaders(env.serviceKey), 'content-type': 'application/json' },
    body: JSON.stringify({ event, prices: env.prices }),
  });
  // A failure to record is a 500, so Paddle delivers the event again later.
  if (!response.ok)
    return json(response.status === 400 ? 400 : 500, { error: 'the event could not be recorded' });
  return json(200, { outcome: await response.json() });
}
