// The local stack's JWTs: one HS256 secret per data folder (kept there, so
// sessions survive a restart), the anon and service-role keys minted from it,
// and the access tokens the auth server hands out. PostgREST checks the same
// secret, so `auth.uid()` sees the user the token names.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 3600;

export async function loadKeys(dataDir) {
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  const secret = readFileSync(file, 'utf8').trim();
  const key = new TextEncoder().encode(secret);
  // Fixed times, so the same secret always gives the same keys (like a project's).
  const apiKey = (role) =>
    new SignJWT({ role, iss: 'supabase-local' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(1_700_000_000)
      .setExpirationTime(4_102_444_800)
      .sign(key);
  return {
    secret,
    anonKey: await apiKey('anon'),
    serviceKey: await apiKey('service_role'),
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
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
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
