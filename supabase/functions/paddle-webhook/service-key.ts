/**
 * The key the webhook calls the database with. Supabase gives an Edge
 * Function its project's secret keys as `SUPABASE_SECRET_KEYS`, a JSON
 * object of name to `sb_secret_…` key (the one named `default` unless
 * another is the only one), and the legacy service-role JWT as
 * `SUPABASE_SERVICE_ROLE_KEY`, which Supabase retires; the secret key is
 * preferred and the legacy key is the fallback.
 */
export function serviceKeyFrom(env: { get(name: string): string | undefined }): string {
  const keys = env.get('SUPABASE_SECRET_KEYS');
  if (keys) {
    let named: Record<string, unknown> = {};
    try {
      named = JSON.parse(keys);
    } catch {
      // Not the JSON object: ignored, and the legacy key is used.
    }
    const secrets = Object.values(named ?? {}).filter((value): value is string => typeof value === 'string');
    const key = typeof named?.default === 'string' ? named.default : secrets[0];
    if (key) return key;
  }
  return env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
}

/**
 * The headers that present `key` to the REST API. A secret key goes in
 * `apikey` only: it is not a JWT, and the gateway turns it into the
 * service role's token itself. The legacy key is a JWT and goes in both.
 */
export function serviceHeaders(key: string): Record<string, string> {
  return key.startsWith('sb_secret_') ? { apikey: key } : { apikey: key, authorization: `Bearer ${key}` };
}
