/**
 * The session expiry margin (03 §9: 10 s): a session whose access token
 * ends within the margin counts as expired, so the app refreshes it before a
 * call instead of sending a token that may lapse on the way. supabase-js
 * keeps its own, wider margin for its refresh ticks (docs/decisions.md).
 */
export const SESSION_EXPIRY_MARGIN_MS = 10_000;

/** True when a token ending at `expiresAt` (seconds since the epoch, as the auth service gives it) is within the margin at `now` (ms). */
export function sessionExpiring(
  expiresAt: number | null | undefined,
  now: number,
  margin: number = SESSION_EXPIRY_MARGIN_MS,
): boolean {
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return false;
  return expiresAt * 1000 - now <= margin;
}
