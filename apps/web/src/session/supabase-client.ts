/**
 * The one supabase-js client, loaded on demand: about 200 kB that a
 * signed-out visitor's first page never downloads. The session refresh is
 * supabase-js's own (checked every 30 s, refreshed 3 ticks before expiry,
 * a failed non-retryable refresh signs out), which are 03 §9's constants;
 * Realtime's timeout, heartbeat and reconnect delays are set to §9's too.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { sessionExpiring } from '@typeshelf/core/accounts';
import { AUTH_STORAGE_KEY } from './backend-config';
import { loadBackendConfig } from './backend-service';
import { deviceClockFetch } from './device-clock-fetch';
import { REALTIME_OPTIONS } from './realtime-options';

let client: Promise<SupabaseClient> | null = null;

export function loadSupabase(): Promise<SupabaseClient> {
  client ??= Promise.all([loadBackendConfig(), import('@supabase/supabase-js')]).then(
    ([config, { createClient }]) =>
      createClient(config.url, config.anonKey, {
        auth: {
          flowType: 'pkce',
          storageKey: AUTH_STORAGE_KEY,
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: true,
        },
        realtime: REALTIME_OPTIONS,
        // Token lifetimes counted on this device's clock, however wrong it is.
        global: { fetch: deviceClockFetch() },
      }),
  );
  client.catch(() => {
    client = null;
  });
  return client;
}

/** When the kept session's access token ends (seconds since the epoch), or null. */
function keptExpiry(): number | null {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null');
    const expiresAt = (kept as { expires_at?: unknown } | null)?.expires_at;
    return typeof expiresAt === 'number' ? expiresAt : null;
  } catch {
    return null;
  }
}

/**
 * The client, with its session refreshed first when the token ends within
 * 03 §9's 10 s margin (after a sleep the 30 s tick may not have run yet). A
 * failed refresh is left to supabase-js, which signs out when it cannot retry.
 */
export async function freshSupabase(now: () => number = Date.now): Promise<SupabaseClient> {
  const client = await loadSupabase();
  if (sessionExpiring(keptExpiry(), now())) await client.auth.refreshSession().catch(() => undefined);
  return client;
}
