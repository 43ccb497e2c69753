// The local backend's one address, laid out like a Supabase project's:
// /rest/v1 is proxied to the real PostgREST, /functions/v1 to the Edge
// Function under Deno, and /auth/v1, /storage/v1 and /realtime/v1 are served
// here, because Supabase's Auth, Storage and Realtime services cannot run on
// this machine. In front of them sits what the project's gateway does
// (gateway.mjs): API keys where it requires them, opaque keys turned into
// role JWTs, and CORS for the app's origins only. For development and tests only; production is a
// Supabase project.
import { createServer, request } from 'node:http';
import { createAuthApi } from './auth-api.mjs';
import {
  API_KEY_INVALID,
  API_KEY_MISSING,
  apiKeyOf,
  corsFor,
  isOpenAuthPath,
  upstreamAuthorization,
} from './gateway.mjs';
import { bearer, HttpError, sendJson } from './http.mjs';
import { handleMetadata } from './metadata-api.mjs';
import { createStorageApi } from './storage-api.mjs';

function proxy(req, res, port, path, headers, cors) {
  const upstream = request(
    { host: '127.0.0.1', port, method: req.method, path, headers: { ...headers, host: `127.0.0.1:${port}` } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...cors });
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) sendJson(res, 502, { message: 'The local service is not answering' });
    else res.destroy();
  });
  req.pipe(upstream);
}

/** The request's headers with Authorization set as the gateway sets it (removed when there is none). */
function withAuthorization(headers, authorization) {
  const { authorization: _dropped, ...rest } = headers;
  return authorization ? { ...rest, authorization } : rest;
}

export function createDevServer({
  pool,
  keys,
  publicUrl,
  auth,
  allowedOrigins,
  realtime,
  dataDir,
  postgrestPort,
  functionsPort,
  log,
}) {
  const handleAuth = createAuthApi({ pool, keys, publicUrl, auth, log });
  const handleStorage = createStorageApi({ pool, dataDir });

  const server = createServer(async (req, res) => {
    const cors = corsFor(req.headers.origin, allowedOrigins);
    for (const [name, value] of Object.entries(cors.headers)) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', publicUrl);
    try {
      if (!cors.allowed)
        throw new HttpError(403, {
          message: `Origin ${req.headers.origin} is not allowed`,
          hint: 'The local backend answers browsers on the app’s own address only (auth.site_url in supabase/config.toml).',
        });
      if (req.method === 'OPTIONS') {
        res.writeHead(204);
        return res.end();
      }
      const [, service, version, ...rest] = url.pathname.split('/');
      const path = `/${rest.join('/')}`;
      if (version !== 'v1') throw new HttpError(404, { message: 'Not found' });
      // The book-info stand-in is as open as the public service it stands for: no key.
      if (service === 'metadata') {
        if (handleMetadata(req, res, path, url)) return;
        throw new HttpError(404, { message: 'Not found' });
      }
      const apiKey = apiKeyOf(req, url);
      const roleJwt = keys.roleJwtFor(apiKey);

      if (service === 'functions') {
        // No key check (the function decides); an opaque key reaches it as `sb-api-key`.
        const { 'sb-api-key': _spoofed, ...headers } = req.headers;
        if (roleJwt && apiKey?.startsWith('sb_')) headers['sb-api-key'] = roleJwt;
        return proxy(
          req,
          res,
          functionsPort,
          `${path.replace(/^\/paddle-webhook/, '') || '/'}${url.search}`,
          headers,
          cors.headers,
        );
      }
      const authorization = upstreamAuthorization(req, roleJwt);
      const keyed = service === 'rest' || (service === 'auth' && !isOpenAuthPath(path));
      if (keyed && !apiKey) throw new HttpError(401, API_KEY_MISSING);
      if (keyed && !roleJwt) throw new HttpError(401, API_KEY_INVALID);

      if (service === 'rest')
        return proxy(
          req,
          res,
          postgrestPort,
          `${path}${url.search}`,
          withAuthorization(req.headers, authorization),
          cors.headers,
        );
      if (service === 'auth') {
        req.headers = withAuthorization(req.headers, authorization);
        return await handleAuth(req, res, path, url);
      }
      if (service === 'storage') {
        // Storage checks the token itself: the caller's, or the role JWT its API key stands for.
        req.headers = withAuthorization(req.headers, authorization);
        const token = bearer(req);
        const claims = token ? await keys.verify(token) : null;
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
  // Realtime's websocket: the one route that upgrades.
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', publicUrl);
    if (!realtime?.handleUpgrade(req, socket, head, url)) socket.destroy();
  });
  return server;
}
