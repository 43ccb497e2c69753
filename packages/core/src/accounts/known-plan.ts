import { isRecord } from '../is-record';
import { type AccountInfo, accountInfo, type BillingItem, UNKNOWN_ACCOUNT_INFO } from './account-info';
import type { SessionState } from './account-session';

/**
 * The plan a device keeps for an account between visits: the billing items
 * of the last get_premium answer, stripped to the fields the tiers are read
 * from (no prices, no management links), so a shared device keeps no more
 * than which plan the account held.
 */
export function planToKeep(items: readonly BillingItem[]): BillingItem[] {
  return items.map((item) => {
    const interval = item.details?.billing_cycle?.interval;
    return {
      type: item.type,
      status: item.status,
      created_at: item.created_at,
      ...(interval === undefined ? {} : { details: { billing_cycle: { interval } } }),
    };
  });
}

/** A kept plan read back from storage (untrusted), or null when it is absent or not one. */
export function keptPlan(value: unknown): BillingItem[] | null {
  if (!Array.isArray(value)) return null;
  const items: BillingItem[] = [];
  for (const entry of value) {
    if (!isRecord(entry)) return null;
    const { type, status, created_at: createdAt, details } = entry;
    if (typeof type !== 'string' || typeof status !== 'string' || typeof createdAt !== 'string') return null;
    const cycle = isRecord(details) && isRecord(details.billing_cycle) ? details.billing_cycle : null;
    const interval = cycle && typeof cycle.interval === 'string' ? cycle.interval : undefined;
    items.push({
      type,
      status,
      created_at: createdAt,
      ...(interval === undefined ? {} : { details: { billing_cycle: { interval } } }),
    });
  }
  return items;
}

/**
 * The plan the paywall decides with, or null while it is unknown and the
 * paywall must wait. A verified answer wins (a failed verification counts as
 * no premium, 03 §8); while a kept session is restored or its plan is
 * fetched, the plan kept from the last answer stands in at once; with
 * nothing kept the plan is unknown. A visitor with no session has none.
 */
export function knownPlan(
  state: SessionState,
  restoring: boolean,
  kept: readonly BillingItem[] | null,
): AccountInfo | null {
  if (state.status === 'signed-in') return state.accountInfo;
  if (state.status === 'signed-out' && !restoring) return UNKNOWN_ACCOUNT_INFO;
  return kept === null ? null : accountInfo(kept);
}
