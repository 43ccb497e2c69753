// What Supabase's API gateway does in front of each service, for the local
// stack: which requests must carry one of the project's API keys, how an
// opaque key (sb_publishable_…, sb_secret_…) becomes the role JWT the
// services check, and which browser origins may call the API at all.

/** Auth routes the gateway serves without an API key: browser navigations (links in e-mails, the OAuth hop). */
const OPEN_AUTH_PREFIXES = ['/verify', '/callback', '/authorize', '/.well-known/jwks.json'];

export const isOpenAuthPath = (path) =>
  OPEN_AUTH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** The API key of a request: the `apikey` header, else the `apikey` query parameter. */
export function apiKeyOf(req, url) {
  const header = req.headers.apikey;
  if (typeof header === 'string' && header !== '') return header;
  return url.searchParams.get('apikey');
}

/**
 * The Authorization header a service receives: the caller's own bearer token
 * unless it is an opaque key, else the role JWT the API key stands for
 * (null when there is neither).
 */
export function upstreamAuthorization(req, roleJwt) {
  const header = req.headers.authorization;
  if (typeof header === 'string' && header !== '' && !/^bearer\s+sb_/i.test(header)) return header;
  return roleJwt ? `Bearer ${roleJwt}` : null;
}

export const API_KEY_MISSING = {
  message: 'No API key found in request',
  hint: 'No `apikey` request header or url param was found.',
};
export const API_KEY_INVALID = {
  message: 'Invalid API key',
  hint: 'Double check your Supabase `anon` or `service_role` API key.',
};

const CORS_HEADERS = {
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers':
    'authorization, apikey, content-type, x-client-info, x-supabase-api-version, prefer, accept-profile, content-profile, x-upsert, cache-control, x-metadata, range',
  'access-control-expose-headers': 'content-range, content-length, x-supabase-api-version',
  'access-control-max-age': '86400',
};

/**
 * The CORS answer for a request's Origin: `allowed: false` for a browser
 * page of any origin but the app's (and the stack's own, whose consent page
 * posts back to it); else the headers to send.
 */
export function corsFor(origin, allowedOrigins) {
  if (origin === undefined) return { allowed: true, headers: {} };
  if (!allowedOrigins.has(origin)) return { allowed: false, headers: { vary: 'Origin' } };
  return {
    allowed: true,
    headers: { 'access-control-allow-origin': origin, vary: 'Origin', ...CORS_HEADERS },
  };
}

/** The origins a browser may call the stack from: the Site URL's, the app's addresses, the stack's own. */
export function allowedOriginsOf({ siteUrl, appOrigins = [], publicUrl }) {
  return new Set([siteUrl, ...appOrigins, publicUrl].map((address) => new URL(address).origin));
}
