// The local stack's keys: one HS256 secret per data folder (kept there, so
// sessions survive a restart), the legacy anon and service-role JWTs minted
// from it, the new opaque API keys (sb_publishable_…, sb_secret_…) that stand
// for those two roles, and the access tokens the auth server hands out.
// PostgREST checks the same secret, so `auth.uid()` sees the user the token
// names.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

export const DEFAULT_ACCESS_TOKEN_SECONDS = 3600;

function kept(file, make) {
  if (!existsSync(file)) writeFileSync(file, make(), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** An opaque key shaped like a project's: a prefix, 22 random characters and a checksum. */
function opaqueKey(prefix) {
  const body = randomBytes(16).toString('base64url').slice(0, 22);
  const check = createHash('sha256').update(`${prefix}${body}`).digest('base64url').slice(0, 8);
  return `${prefix}${body}_${check}`;
}

export async function loadKeys(dataDir, { accessTokenSeconds = DEFAULT_ACCESS_TOKEN_SECONDS } = {}) {
  const secret = kept(join(dataDir, 'jwt-secret'), () => randomBytes(48).toString('base64url'));
  const opaque = JSON.parse(
    kept(join(dataDir, 'api-keys.json'), () =>
      JSON.stringify({
        publishable: opaqueKey('sb_publishable_'),
        secret: opaqueKey('sb_secret_'),
      }),
    ),
  );
  const key = new TextEncoder().encode(secret);
  // Fixed times, so the same secret always gives the same keys (like a project's).
  const apiKey = (role) =>
    new SignJWT({ role, iss: 'supabase-local' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(1_700_000_000)
      .setExpirationTime(4_102_444_800)
      .sign(key);
  const anonKey = await apiKey('anon');
  const serviceKey = await apiKey('service_role');
  // What the gateway accepts as `apikey`, and the JWT each stands for.
  const gatewayKeys = new Map([
    [anonKey, anonKey],
    [opaque.publishable, anonKey],
    [serviceKey, serviceKey],
    [opaque.secret, serviceKey],
  ]);
  return {
    secret,
    anonKey,
    serviceKey,
    publishableKey: opaque.publishable,
    secretKey: opaque.secret,
    accessTokenSeconds,
    /** The role JWT an API key stands for, or null when it is none of the project's keys. */
    roleJwtFor(apiKey) {
      return (typeof apiKey === 'string' && gatewayKeys.get(apiKey)) || null;
    },
    /** An access token for a signed-in user, with the claims Supabase's Auth puts in it. */
    accessToken(user, sessionId) {
      return new SignJWT({
        role: 'authenticated',
        aud: 'authenticated',
        email: user.email,
        session_id: sessionId,
        app_metadata: user.raw_app_meta_data,
        user_metadata: user.raw_user_meta_data,
        aal: 'aal1',
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${accessTokenSeconds}s`)
        .sign(key);
    },
    /** The claims of a token signed with this secret, or null. */
    async verify(token) {
      try {
        return (await jwtVerify(token, key)).payload;
      } catch {
        return null;
      }
    },
  };
}
