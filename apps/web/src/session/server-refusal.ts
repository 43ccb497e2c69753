/**
 * A write the server refused because the account may not store data there
 * (03 §8: only premium users can store data on the server): the database's
 * policies decide, whatever the app believed about the plan. The data stays
 * on this device; the notice says so once per page instead of a failure
 * after every retry.
 */
import { isPremiumRefusal, SYNC_MESSAGES } from '@typeshelf/core/sync';
import { notify } from '../page/notifications';

/** The error a failed write throws: its message, and whether it was the premium refusal. */
export const writeError = (error: { message: string }): Error & { refused: boolean } =>
  Object.assign(new Error(error.message), { refused: isPremiumRefusal(error) });

let noticed = false;

/** True when `error` is the premium refusal, after showing its notice (once per page). */
export function noticeRefusal(error: unknown): boolean {
  if (!(error instanceof Error && (error as { refused?: unknown }).refused === true)) return false;
  if (!noticed) {
    noticed = true;
    notify({ type: 'warning', title: SYNC_MESSAGES.premiumOnly, details: SYNC_MESSAGES.writeFailed });
  }
  return true;
}
