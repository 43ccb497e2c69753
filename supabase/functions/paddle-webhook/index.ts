// Supabase Edge Function entry (Deno). Supabase provides SUPABASE_URL and the
// project's keys (SUPABASE_SECRET_KEYS, and the legacy
// SUPABASE_SERVICE_ROLE_KEY); PADDLE_WEBHOOK_SECRET and the price ids
// PADDLE_PRICE_STARTER, PADDLE_PRICE_MONTHLY and PADDLE_PRICE_ANNUALLY are
// set with `supabase secrets set` (see supabase/README.md). Locally, PORT is given.
import { handlePaddleWebhook } from './handler.ts';
import { serviceKeyFrom } from './service-key.ts';

const env = {
  secret: Deno.env.get('PADDLE_WEBHOOK_SECRET') ?? '',
  supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
  serviceKey: serviceKeyFrom(Deno.env),
  prices: {
    starter: Deno.env.get('PADDLE_PRICE_STARTER') ?? '',
    monthly: Deno.env.get('PADDLE_PRICE_MONTHLY') ?? '',
    annually: Deno.env.get('PADDLE_PRICE_ANNUALLY') ?? '',
  },
  now: () => Date.now(),
  fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
};

const port = Deno.env.get('PORT');
const handler = (request: Request) => handlePaddleWebhook(request, env);
if (port) Deno.serve({ hostname: '127.0.0.1', port: Number(port), onListen: () => {} }, handler);
else Deno.serve(handler);
