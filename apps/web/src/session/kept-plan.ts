/**
 * The plan kept on this device per account from the last get_premium answer,
 * so a kept session knows it at once on the next full load and the paywall
 * need not wait for (or guess before) the server. Only a stand-in: the
 * server's answer replaces it as soon as it lands.
 */

import { type BillingItem, keptPlan, planToKeep } from '@typeshelf/core/accounts';

const keyOf = (userId: string) => `typeshelf:plan:${userId}`;

export function readKeptPlan(userId: string | null): BillingItem[] | null {
  if (userId === null) return null;
  try {
    return keptPlan(JSON.parse(window.localStorage.getItem(keyOf(userId)) ?? 'null'));
  } catch {
    return null;
  }
}

export function keepPlan(userId: string, items: readonly BillingItem[]): void {
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify(planToKeep(items)));
  } catch {
    // Storage full or blocked: the next load waits for the server, as with nothing kept.
  }
}

export function forgetPlan(userId: string): void {
  try {
    window.localStorage.removeItem(keyOf(userId));
  } catch {
    // Nothing kept can be read either.
  }
}
