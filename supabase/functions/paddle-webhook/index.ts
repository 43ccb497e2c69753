// Supabase Edge Function entry (Deno). Supabase provides SUPABASE_URL and
// SUPABASE_SERVICE_ROLE_KEY; PADDLE_WEBHOOK_SECRET is set with
// `supabase secrets set` (see supabase/README.md). Locally, PORT is given.
import { handlePaddleWebhook } from './handler.ts';

const env = {
  secret: Deno.env.get('PADDLE_WEBHOOK_SECRET') ?? '',
  supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
  serviceKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  now: () => Date.now(),
  fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
};

const port = Deno.env.get('PORT');
const handler = (request: Request) => handlePaddleWebhook(request, env);
if (port) Deno.serve({ hostname: '127.0.0.1', port: Number(port), onListen: () => {} }, handler);
else Deno.serve(handler);
