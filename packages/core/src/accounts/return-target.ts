/** Where login returns to when the address names nothing. */
export const DEFAULT_RETURN_PATH = '/';

/**
 * The return target kept in the login address's hash (03 §2): "#/pricing"
 * and "#pricing" both return to /pricing. Only paths of this site count: a
 * hash naming another origin ("#//evil.example") returns home.
 */
export function returnPathFromHash(hash: string): string {
  const target = hash.replace(/^#/u, '').trim();
  if (target === '') return DEFAULT_RETURN_PATH;
  const path = target.startsWith('/') ? target : `/${target}`;
  if (path.startsWith('//') || path.includes('\\') || /^\/[a-z][a-z0-9+.-]*:/iu.test(path)) {
    return DEFAULT_RETURN_PATH;
  }
  return path;
}

/** The login address that returns to `path` afterwards. */
export function loginPathReturningTo(path: string): string {
  return path === DEFAULT_RETURN_PATH ? '/login' : `/login#${path}`;
}
