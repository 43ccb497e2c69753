// The local backend's one address, laid out like a Supabase project's:
// /rest/v1 is proxied to the real PostgREST, /functions/v1 to the Edge
// Function under Deno, and /auth/v1 and /storage/v1 are served here, because
// Supabase's Auth and Storage services cannot run on this machine. For
// development and tests only; production is a Supabase project.
import { createServer, request } from 'node:http';
import { createAuthApi } from './auth-api.mjs';
import { HttpError, sendJson } from './http.mjs';
import { createStorageApi } from './storage-api.mjs';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers':
    'authorization, apikey, content-type, x-client-info, x-supabase-api-version, prefer, accept-profile, content-profile, x-upsert, cache-control, x-metadata, range',
  'access-control-expose-headers': 'content-range, content-length, x-supabase-api-version',
  'access-control-max-age': '86400',
};

// Browser navigations (links in e-mails, the OAuth hop) carry no API key.
const OPEN_AUTH = new Set(['GET /verify', 'GET /authorize', 'POST /authorize']);

function proxy(req, res, port, path) {
  const headers = { ...req.headers, host: `127.0.0.1:${port}` };
  const upstream = request({ host: '127.0.0.1', port, method: req.method, path, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...CORS });
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) sendJson(res, 502, { message: 'The local service is not answering' });
    else res.destroy();
  });
  req.pipe(upstream);
}

export function createDevServer({
  pool,
  keys,
  publicUrl,
  siteUrl,
  dataDir,
  postgrestPort,
  functionsPort,
  log,
}) {
  const handleAuth = createAuthApi({ pool, keys, publicUrl, siteUrl, log });
  const handleStorage = createStorageApi({ pool, dataDir });

  return createServer(async (req, res) => {
    for (const [name, value] of Object.entries(CORS)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      return res.end();
    }
    const url = new URL(req.url ?? '/', publicUrl);
    const [, service, version, ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    try {
      if (version !== 'v1') throw new HttpError(404, { message: 'Not found' });
      if (service === 'functions')
        return proxy(req, res, functionsPort, `${path.replace(/^\/paddle-webhook/, '') || '/'}${url.search}`);
      const open = service === 'auth' && OPEN_AUTH.has(`${req.method} ${path}`);
      const apiKey = req.headers.apikey ?? url.searchParams.get('apikey');
      const keyClaims = typeof apiKey === 'string' ? await keys.verify(apiKey) : null;
      if (!open && !keyClaims)
        throw new HttpError(401, { message: 'Invalid API key', hint: 'Pass the anon key as apikey' });
      if (service === 'rest') return proxy(req, res, postgrestPort, `${path}${url.search}`);
      if (service === 'auth') return await handleAuth(req, res, path, url);
      if (service === 'storage') {
        const token = (req.headers.authorization ?? '').replace(/^bearer\s+/i, '');
        const claims = (token && (await keys.verify(token))) || keyClaims;
        if (!claims)
          throw new HttpError(403, { statusCode: '403', error: 'Unauthorized', message: 'invalid token' });
        return await handleStorage(req, res, path, claims);
      }
      throw new HttpError(404, { message: 'Not found' });
    } catch (error) {
      if (error instanceof HttpError) return sendJson(res, error.status, error.body);
      log(`[dev-server] ${req.method} ${url.pathname}: ${error.stack ?? error}`);
      if (!res.headersSent)
        sendJson(res, 500, { code: 500, error_code: 'unexpected_failure', msg: 'Unexpected failure' });
    }
  });
}
