// Where Supabase Auth lets a sign-in, confirmation or recovery return to, and
// what it does with any other address: the same rules as its redirect check
// (the Site URL's scheme and host, any port on a loopback host, loopback IP
// addresses, and the glob patterns of the redirect URLs), falling back to the
// Referer when that is allowed, else to the Site URL. So a development stack
// sends the browser exactly where the hosted project would.

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::']);
const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;
const DECIMAL_IP = /^[0-9]+$/;

const hostnameOf = (url) => url.hostname.replace(/^\[(.*)\]$/, '$1');

function isLoopbackIp(hostname) {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname)) return hostname.startsWith('127.');
  if (hostname.includes(':')) return hostname === '::1' || /^(0*:)*:?0*1$/.test(hostname);
  return null;
}

/** The host as written, before URL parsing turns `2130706433` into an IP address. */
function rawHost(text) {
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)/i.exec(text);
  return match ? match[1] : '';
}

const escapeChar = (c) => c.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');

/**
 * A redirect-URL pattern as a regular expression, with the separators `.`
 * and `/`: `**` matches anything, `*` and `?` stay within one part, `[…]` is
 * a class, `{a,b}` alternatives.
 */
export function globToRegExp(pattern) {
  const notSep = '[^./]';
  let out = '';
  let depth = 0;
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i];
    if (c === '\\' && i + 1 < pattern.length) out += escapeChar(pattern[++i]);
    else if (c === '*' && pattern[i + 1] === '*') {
      out += '.*';
      while (pattern[i + 1] === '*') i += 1;
    } else if (c === '*') out += `${notSep}*`;
    else if (c === '?') out += notSep;
    else if (c === '[') {
      const end = pattern.indexOf(']', i + 1);
      if (end < 0) out += '\\[';
      else {
        const body = pattern.slice(i + 1, end);
        out += body.startsWith('!') ? `[^${body.slice(1)}]` : `[${body}]`;
        i = end;
      }
    } else if (c === '{') {
      out += '(?:';
      depth += 1;
    } else if (c === '}' && depth > 0) {
      out += ')';
      depth -= 1;
    } else if (c === ',' && depth > 0) out += '|';
    else out += escapeChar(c);
  }
  return new RegExp(`^${out}$`);
}

/** True when Supabase Auth would return to `candidate` given `auth` (siteUrl, additionalRedirectUrls). */
export function isRedirectAllowed(auth, candidate) {
  if (!candidate) return false;
  let site;
  let target;
  try {
    site = new URL(auth.siteUrl);
    target = new URL(candidate);
  } catch {
    return false;
  }
  const host = hostnameOf(target);
  if (
    host === hostnameOf(site) &&
    target.protocol === site.protocol &&
    (target.port === site.port || LOOPBACK_NAMES.has(host))
  )
    return true;
  const isHttp = target.protocol === 'http:' || target.protocol === 'https:';
  if (DECIMAL_IP.test(rawHost(candidate))) return false;
  const loopback = isLoopbackIp(host);
  if (loopback !== null) return loopback;
  if (isHttp && !REGULAR_HOSTNAME.test(host)) return false;
  const withoutFragment = candidate.split('#')[0];
  return auth.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(withoutFragment));
}

/** Where Auth returns: `redirectTo` when allowed, else the Referer when allowed, else the Site URL. */
export function returnAddress(auth, redirectTo, referer) {
  if (isRedirectAllowed(auth, redirectTo)) return redirectTo;
  if (isRedirectAllowed(auth, referer)) return referer;
  return auth.siteUrl;
}
