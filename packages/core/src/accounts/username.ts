import { latinize } from '../text/latinize';

/** The longest username derived from an e-mail address. */
export const DERIVED_USERNAME_MAX_LENGTH = 30;
/** The username of an account nothing better can be derived for. */
export const ANONYMOUS_USERNAME = 'Anonymous';

/** Where a username can come from: the auth service's user metadata and e-mail. */
export interface UsernameSources {
  displayName?: string | null;
  name?: string | null;
  fullName?: string | null;
  email?: string | null;
}

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * The local part of an e-mail address as a username: transliterated
 * ("zoë.łukasz" → "zoe.lukasz"), every character that is not an ASCII letter
 * or digit replaced by an underscore, cut to 30 characters and lower-cased.
 * Null when that leaves no letter or digit at all.
 *
 * @example usernameFromEmail('Zoë.Łukasz+news@example.com') // 'zoe_lukasz_news'
 */
export function usernameFromEmail(email: string): string | null {
  const at = email.lastIndexOf('@');
  const local = (at === -1 ? email : email.slice(0, at)).trim();
  const name = latinize(local)
    .replace(/[^A-Za-z0-9]/gu, '_')
    .slice(0, DERIVED_USERNAME_MAX_LENGTH)
    .toLowerCase();
  return /[a-z0-9]/u.test(name) ? name : null;
}

/**
 * The username shown for an account: the display name, else the name, else
 * the full name (each as given, trimmed), else one derived from the e-mail's
 * local part (see {@link usernameFromEmail}), else "Anonymous".
 */
export function deriveUsername(sources: UsernameSources): string {
  return (
    present(sources.displayName) ??
    present(sources.name) ??
    present(sources.fullName) ??
    (sources.email ? usernameFromEmail(sources.email) : null) ??
    ANONYMOUS_USERNAME
  );
}

/** The account tag: the first 6 characters of the account id. */
export function accountTag(id: string): string {
  return id.slice(0, 6);
}
