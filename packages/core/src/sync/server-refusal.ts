/**
 * Whether the server refused a write because the account may not store data
 * there (03 §6, §8: only premium stores data on the server). The database
 * enforces it with row security, which PostgREST answers as SQL state 42501
 * (HTTP 403) and Storage as 403 "new row violates row-level security
 * policy". Callers then show the premium-only message and keep the data
 * locally instead of reporting a failed synchronisation.
 */
export function isPremiumRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, status, statusCode, message } = error as {
    code?: unknown;
    status?: unknown;
    statusCode?: unknown;
    message?: unknown;
  };
  if (code === '42501') return true;
  const forbidden = status === 403 || statusCode === '403' || statusCode === 403;
  return forbidden && typeof message === 'string' && /row-level security/i.test(message);
}
