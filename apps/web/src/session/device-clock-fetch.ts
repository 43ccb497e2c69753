/**
 * The auth service's token answers on this device's clock. supabase-js
 * decides whether the access token has expired by comparing the answer's
 * `expires_at` (the server's clock) with the device's `Date.now()`, so on a
 * device whose clock is an hour ahead every fresh token already looks
 * expired: each request first refreshes it, and once a refresh fails
 * (offline) the session is dropped and requests go out without the user
 * (401s until a reload). Without `expires_at`, supabase-js counts the
 * answer's `expires_in` from its own clock, which is right on any device.
 */
const TOKEN_PATH = /\/auth\/v1\/token(?:\?|$)/;

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** `base` with the auth service's token answers stripped of the server-clock `expires_at`. */
export function deviceClockFetch(base: typeof fetch = (...args) => globalThis.fetch(...args)): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    if (!response.ok || !TOKEN_PATH.test(urlOf(input))) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    if (typeof body !== 'object' || body === null || !('expires_at' in body) || !('expires_in' in body))
      return response;
    const { expires_at: _serverClock, ...rest } = body as Record<string, unknown>;
    return new Response(JSON.stringify(rest), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
