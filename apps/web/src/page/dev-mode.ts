/** The local flag that turns development mode on outside dev hosts. */
export const DEV_MODE_FLAG = 'typeshelf:dev-mode';

/**
 * Development mode (03 §9): hosts starting with "dev." or the local flag.
 * It shows the account routes (login, register, pricing) and the profile,
 * pricing and premium links.
 */
export function isDevMode(): boolean {
  if (window.location.hostname.startsWith('dev.')) return true;
  try {
    return window.localStorage.getItem(DEV_MODE_FLAG) === 'true';
  } catch {
    return false;
  }
}
