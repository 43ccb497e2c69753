// The Supabase project's settings (supabase/config.toml) as the local stack
// uses them: the one source for the API port and page cap, the Site URL and
// redirect URLs, the access tokens' lifetime and the minimum password length,
// so a development stack refuses what the hosted project would. Strings of
// the form env(NAME) read the environment, as the Supabase CLI does.
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

export const CONFIG_FILE = new URL('../config.toml', import.meta.url);

/** env(NAME) → the variable's value (null when unset); anything else as it is. */
function resolveEnv(value, env) {
  if (typeof value === 'string') {
    const match = /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(value.trim());
    return match ? (env[match[1]] ?? null) : value;
  }
  if (Array.isArray(value)) return value.map((item) => resolveEnv(item, env));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveEnv(item, env)]));
  return value;
}

/**
 * The settings the local stack implements, read from `file` (config.toml by default).
 * @param {{ file?: string | URL, env?: Record<string, string | undefined> }} [options]
 */
export function loadProjectConfig({ file = CONFIG_FILE, env = process.env } = {}) {
  const toml = resolveEnv(parse(readFileSync(file, 'utf8')), env);
  const api = toml.api ?? {};
  const auth = toml.auth ?? {};
  const providers = Object.entries(auth.external ?? {})
    .filter(([, provider]) => provider?.enabled)
    .map(([name]) => name);
  return {
    apiPort: Number(api.port ?? 54321),
    maxRows: Number(api.max_rows ?? 1000),
    schemas: api.schemas ?? ['public'],
    auth: {
      siteUrl: String(auth.site_url ?? 'http://127.0.0.1:3000'),
      additionalRedirectUrls: (auth.additional_redirect_urls ?? []).map(String),
      jwtExpiry: Number(auth.jwt_expiry ?? 3600),
      // Supabase Auth never accepts fewer than 6 characters, whatever the setting.
      minimumPasswordLength: Math.max(6, Number(auth.minimum_password_length ?? 6)),
      enableSignup: auth.enable_signup !== false && auth.email?.enable_signup !== false,
      enableConfirmations: auth.email?.enable_confirmations === true,
      providers,
    },
  };
}
