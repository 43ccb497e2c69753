// The Auth endpoints supabase-js calls (03 §7), for development and tests
// only: production uses Supabase's Auth. Users live in the local database's
// `auth.users`; e-mails are not sent, their links are printed instead; the
// social providers are a local consent page. Responses follow Supabase's
// Auth API (`{ code, error_code, msg }` errors, sessions with a refresh token).
// Its settings are the project's (config.toml): the minimum password length,
// the providers, the tokens' lifetime, and where a link or sign-in may return
// (redirect-urls.mjs), so a wrong return address shows here as it would there.
import { createHash, randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { bearer, HttpError, readJson, redirect, sendJson } from './http.mjs';
import { returnAddress } from './redirect-urls.mjs';

const scryptAsync = promisify(scrypt);
const KNOWN_PROVIDERS = ['google', 'github', 'discord'];
/** How long the consent page of an OAuth start can be submitted. */
const OAUTH_STATE_MS = 10 * 60 * 1000;

const fail = (status, error_code, msg) => new HttpError(status, { code: status, error_code, msg });
const token = () => randomBytes(24).toString('base64url');

async function hashPassword(password) {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

async function passwordMatches(password, stored) {
  const [kind, salt, hash] = (stored ?? '').split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

function userJson(row) {
  const provider = row.raw_app_meta_data?.provider ?? 'email';
  return {
    id: row.id,
    aud: row.aud,
    role: row.role,
    email: row.email,
    email_confirmed_at: row.email_confirmed_at,
    confirmed_at: row.email_confirmed_at,
    phone: '',
    last_sign_in_at: row.last_sign_in_at,
    app_metadata: row.raw_app_meta_data,
    user_metadata: row.raw_user_meta_data,
    identities: [
      {
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        identity_data: { email: row.email, sub: row.id },
        provider,
        created_at: row.created_at,
        updated_at: row.updated_at,
      },
    ],
    created_at: row.created_at,
    updated_at: row.updated_at,
    is_anonymous: false,
  };
}

export function createAuthApi({ pool, keys, publicUrl, auth, log }) {
  const PROVIDERS = KNOWN_PROVIDERS.filter((name) => auth.providers.includes(name));
  const MIN_PASSWORD = auth.minimumPasswordLength;
  // PKCE: the challenge sent with a sign-up, recovery or OAuth start, by the
  // one-time token or code that later completes it.
  const challenges = new Map();
  const codes = new Map();
  // OAuth starts by their state: the provider, the checked return address and the PKCE challenge.
  const oauthStates = new Map();
  /** Where Auth returns for this request: its allowed redirect_to, else its allowed Referer, else the Site URL. */
  const returnFor = (req, redirectTo) => returnAddress(auth, redirectTo, req.headers.referer);

  const userBy = async (column, value) =>
    (await pool.query(`select * from auth.users where ${column} = $1`, [value])).rows[0];

  async function session(user, sessionId = randomUUID()) {
    const refresh = token();
    await pool.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
      refresh,
      user.id,
      sessionId,
    ]);
    const fresh = (
      await pool.query('update auth.users set last_sign_in_at = now() where id = $1 returning *', [user.id])
    ).rows[0];
    return {
      access_token: await keys.accessToken(fresh, sessionId),
      token_type: 'bearer',
      expires_in: keys.accessTokenSeconds,
      expires_at: Math.floor(Date.now() / 1000) + keys.accessTokenSeconds,
      refresh_token: refresh,
      user: userJson(fresh),
    };
  }

  /** Where a link sends the browser: with a PKCE code when the client asked for one, else tokens in the hash. */
  async function completeRedirect(res, user, to, type, challenge) {
    const target = new URL(to);
    if (challenge) {
      const code = randomUUID();
      codes.set(code, { userId: user.id, ...challenge, type });
      target.searchParams.set('code', code);
      return redirect(res, target.toString());
    }
    const s = await session(user);
    const hash = new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      token_type: 'bearer',
      type,
    });
    target.hash = hash.toString();
    redirect(res, target.toString());
  }

  async function currentUser(req) {
    const jwt = bearer(req);
    const claims = jwt ? await keys.verify(jwt) : null;
    if (!claims?.sub) throw fail(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    const user = await userBy('id', claims.sub);
    if (!user) throw fail(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { user, claims };
  }

  function printLink(what, email, link) {
    log(`[auth] ${what} for ${email}: ${link}`);
  }

  function linkFor(kind, value, redirectTo) {
    const link = new URL(`${publicUrl}/auth/v1/verify`);
    link.searchParams.set('token', value);
    link.searchParams.set('type', kind);
    link.searchParams.set('redirect_to', redirectTo);
    return link.toString();
  }

  const challengeOf = (body) =>
    body.code_challenge
      ? { challenge: body.code_challenge, method: body.code_challenge_method ?? 's256' }
      : null;

  async function verifyToken(type, value) {
    const column = type === 'recovery' ? 'recovery_token' : 'confirmation_token';
    const user = value ? await userBy(column, value) : undefined;
    if (!user) throw fail(403, 'otp_expired', 'Email link is invalid or has expired');
    return (
      await pool.query(
        `update auth.users set ${column} = null, email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1 returning *`,
        [user.id],
      )
    ).rows[0];
  }

  const routes = {
    'GET /settings': async (_req, res) =>
      sendJson(res, 200, {
        external: { email: true, ...Object.fromEntries(PROVIDERS.map((p) => [p, true])) },
        disable_signup: !auth.enableSignup,
        mailer_autoconfirm: !auth.enableConfirmations,
      }),

    'POST /signup': async (req, res, url) => {
      const body = await readJson(req);
      if (!auth.enableSignup) throw fail(422, 'signup_disabled', 'Signups not allowed for this instance');
      if (!body.email || !body.password)
        throw fail(400, 'validation_failed', 'Signup requires a valid password');
      if (body.password.length < MIN_PASSWORD)
        throw fail(422, 'weak_password', `Password should be at least ${MIN_PASSWORD} characters.`);
      const email = String(body.email).trim().toLowerCase();
      const existing = await userBy('email', email);
      if (existing?.email_confirmed_at) throw fail(422, 'user_already_exists', 'User already registered');
      const confirmation = token();
      const user = (
        await pool.query(
          `insert into auth.users (email, encrypted_password, raw_user_meta_data, confirmation_token)
           values ($1, $2, $3, $4)
           on conflict (email) do update set encrypted_password = excluded.encrypted_password,
             raw_user_meta_data = excluded.raw_user_meta_data, confirmation_token = excluded.confirmation_token,
             updated_at = now()
           returning *`,
          [email, await hashPassword(body.password), body.data ?? {}, confirmation],
        )
      ).rows[0];
      const challenge = challengeOf(body);
      if (challenge) challenges.set(confirmation, challenge);
      printLink(
        'Confirmation link',
        email,
        linkFor('signup', confirmation, returnFor(req, url.searchParams.get('redirect_to'))),
      );
      sendJson(res, 200, userJson(user));
    },

    'POST /resend': async (req, res, url) => {
      const body = await readJson(req);
      const user = body.email ? await userBy('email', String(body.email).toLowerCase()) : undefined;
      if (user?.confirmation_token)
        printLink(
          'Confirmation link',
          user.email,
          linkFor('signup', user.confirmation_token, returnFor(req, url.searchParams.get('redirect_to'))),
        );
      sendJson(res, 200, {});
    },

    'GET /verify': async (req, res, url) => {
      const type = url.searchParams.get('type') ?? 'signup';
      const value = url.searchParams.get('token');
      const challenge = value ? challenges.get(value) : null;
      const user = await verifyToken(type, value);
      challenges.delete(value);
      await completeRedirect(res, user, returnFor(req, url.searchParams.get('redirect_to')), type, challenge);
    },

    'POST /verify': async (req, res) => {
      const body = await readJson(req);
      const user = await verifyToken(body.type, body.token_hash ?? body.token);
      sendJson(res, 200, await session(user));
    },

    'POST /token': async (req, res, url) => {
      const grant = url.searchParams.get('grant_type');
      const body = await readJson(req);
      if (grant === 'password') {
        const user = body.email ? await userBy('email', String(body.email).trim().toLowerCase()) : undefined;
        if (!user || !(await passwordMatches(String(body.password ?? ''), user.encrypted_password)))
          throw fail(400, 'invalid_credentials', 'Invalid login credentials');
        if (!user.email_confirmed_at) throw fail(400, 'email_not_confirmed', 'Email not confirmed');
        return sendJson(res, 200, await session(user));
      }
      if (grant === 'refresh_token') {
        const used = (
          await pool.query(
            'update auth.refresh_tokens set revoked = true where token = $1 and not revoked returning user_id, session_id',
            [body.refresh_token ?? ''],
          )
        ).rows[0];
        if (!used)
          throw fail(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        return sendJson(res, 200, await session(await userBy('id', used.user_id), used.session_id));
      }
      if (grant === 'pkce') {
        const flow = codes.get(body.auth_code ?? '');
        codes.delete(body.auth_code ?? '');
        const verifier = String(body.code_verifier ?? '');
        const expected =
          flow?.method?.toLowerCase() === 'plain'
            ? verifier
            : createHash('sha256').update(verifier).digest('base64url');
        if (!flow || expected !== flow.challenge)
          throw fail(
            400,
            'bad_code_verifier',
            'code challenge does not match previously saved code verifier',
          );
        return sendJson(res, 200, await session(await userBy('id', flow.userId)));
      }
      throw fail(400, 'unsupported_grant_type', 'unsupported_grant_type');
    },

    'POST /recover': async (req, res, url) => {
      const body = await readJson(req);
      const user = body.email ? await userBy('email', String(body.email).trim().toLowerCase()) : undefined;
      if (user) {
        const recovery = token();
        await pool.query('update auth.users set recovery_token = $2 where id = $1', [user.id, recovery]);
        const challenge = challengeOf(body);
        if (challenge) challenges.set(recovery, challenge);
        printLink(
          'Password recovery link',
          user.email,
          linkFor('recovery', recovery, returnFor(req, url.searchParams.get('redirect_to'))),
        );
      }
      sendJson(res, 200, {});
    },

    'GET /user': async (req, res) => sendJson(res, 200, userJson((await currentUser(req)).user)),

    'PUT /user': async (req, res) => {
      const { user } = await currentUser(req);
      const body = await readJson(req);
      let password = user.encrypted_password;
      if (body.password !== undefined) {
        if (String(body.password).length < MIN_PASSWORD)
          throw fail(422, 'weak_password', `Password should be at least ${MIN_PASSWORD} characters.`);
        if (await passwordMatches(String(body.password), user.encrypted_password))
          throw fail(422, 'same_password', 'New password should be different from the old password.');
        password = await hashPassword(String(body.password));
      }
      const updated = (
        await pool.query(
          `update auth.users set encrypted_password = $2, raw_user_meta_data = raw_user_meta_data || $3,
             updated_at = now() where id = $1 returning *`,
          [user.id, password, body.data ?? {}],
        )
      ).rows[0];
      sendJson(res, 200, userJson(updated));
    },

    'POST /logout': async (req, res, url) => {
      const { user, claims } = await currentUser(req);
      const scope = url.searchParams.get('scope') ?? 'global';
      const condition =
        scope === 'local'
          ? 'session_id = $2'
          : scope === 'others'
            ? 'session_id <> $2'
            : '$2::uuid is not null';
      await pool.query(`update auth.refresh_tokens set revoked = true where user_id = $1 and ${condition}`, [
        user.id,
        claims.session_id ?? randomUUID(),
      ]);
      res.writeHead(204);
      res.end();
    },

    'GET /reauthenticate': async (req, res) => {
      await currentUser(req);
      sendJson(res, 200, {});
    },

    // The OAuth start (a browser navigation, no API key): the return address is
    // checked here, as Auth does, and kept with the PKCE challenge under a
    // one-time state the consent page posts back, so the form cannot name
    // another address or be replayed.
    'GET /authorize': async (req, res, url) => {
      const provider = url.searchParams.get('provider') ?? '';
      if (!PROVIDERS.includes(provider))
        throw fail(400, 'validation_failed', 'Unsupported provider: Provider is not enabled');
      const challenge = url.searchParams.get('code_challenge');
      const method = (url.searchParams.get('code_challenge_method') ?? '').toLowerCase();
      if ((challenge && !['s256', 'plain'].includes(method)) || (!challenge && method))
        throw fail(400, 'validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
      const state = token();
      const now = Date.now();
      for (const [key, flow] of oauthStates) if (flow.expires < now) oauthStates.delete(key);
      oauthStates.set(state, {
        provider,
        redirectTo: returnFor(req, url.searchParams.get('redirect_to')),
        challenge: challenge ? { challenge, method } : null,
        expires: now + OAUTH_STATE_MS,
      });
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'x-frame-options': 'DENY',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      });
      res.end(consentPage(provider, state));
    },

    // The provider's answer (what /callback is on a real project): signs in as the chosen address.
    'POST /authorize': async (req, res) => {
      const body = await readJson(req);
      const flow = oauthStates.get(String(body.state ?? ''));
      oauthStates.delete(String(body.state ?? ''));
      if (!flow || flow.expires < Date.now())
        throw fail(400, 'bad_oauth_state', 'OAuth callback with invalid state');
      const provider = flow.provider;
      const email = String(body.email ?? '')
        .trim()
        .toLowerCase();
      if (!email.includes('@')) throw fail(400, 'validation_failed', 'An e-mail address is required');
      const name = email.split('@')[0];
      const user = (
        await pool.query(
          `insert into auth.users (email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
           values ($1, now(), $2, $3)
           on conflict (email) do update set email_confirmed_at = coalesce(auth.users.email_confirmed_at, now())
           returning *`,
          [email, { provider, providers: [provider] }, { full_name: name, name, email }],
        )
      ).rows[0];
      await completeRedirect(res, user, flow.redirectTo, 'signup', flow.challenge);
    },
  };

  return async function handleAuth(req, res, path, url) {
    const route = routes[`${req.method} ${path}`];
    if (!route) throw fail(404, 'not_found', `No auth endpoint ${req.method} ${path}`);
    await route(req, res, url);
  };
}

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const PROVIDER_NAMES = { google: 'Google', github: 'GitHub', discord: 'Discord' };

/** The local stand-in for a provider's sign-in screen. */
function consentPage(provider, state) {
  const name = escapeHtml(PROVIDER_NAMES[provider] ?? provider);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${name} (local)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#1e1e24;color:#eee;display:grid;place-items:center;min-height:100vh;margin:0}
form{box-sizing:border-box;background:#2a2a33;padding:2rem;border-radius:12px;max-width:22rem;width:calc(100% - 2rem)}h1{font-size:1.25rem;margin:0 0 .5rem}
p{color:#aaa;font-size:.9rem}input[type=email]{width:100%;box-sizing:border-box;padding:.6rem;border-radius:8px;border:1px solid #555;background:#1e1e24;color:#eee;font:inherit}
button{margin-top:1rem;width:100%;padding:.6rem;border:0;border-radius:8px;background:#e2b714;color:#111;font:inherit;font-weight:600;cursor:pointer}</style></head>
<body><form method="post" action="/auth/v1/authorize"><h1>Sign in with ${name}</h1>
<p>Local development stand-in for ${name}: no ${name} account is contacted. Choose the e-mail address to sign in as.</p>
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label for="email">E-mail</label><input id="email" type="email" name="email" required value="you@${escapeHtml(provider)}.example">
<button type="submit">Continue</button></form></body></html>`;
}
