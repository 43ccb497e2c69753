import type { BillingItem } from './account-info';
import { BILLING_PLAN_NAMES } from './plan-cards';

/** One billing item as the profile lists it. */
export interface BillingItemView {
  /** "Starter Lifetime Access", "Monthly Pro Subscription", "Annual Pro Subscription", or the raw type. */
  name: string;
  status: string;
  createdAt: string;
  nextBilledAt: string | null;
  /**
   * What the item offers: the scheduled cancel's end date with the link to
   * reverse it, the cancel and update-payment-method links, or nothing (a
   * lifetime purchase, an ended subscription).
   */
  management:
    | { type: 'cancelling'; effectiveAt: string; manageUrl: string | null }
    | { type: 'active'; cancelUrl: string | null; updatePaymentUrl: string | null }
    | { type: 'none' };
}

function planName(item: BillingItem): string {
  if (item.type === 'lifetime') return BILLING_PLAN_NAMES.starter;
  if (item.type === 'subscription') {
    const interval = item.details?.billing_cycle?.interval;
    if (interval === 'month') return BILLING_PLAN_NAMES.monthly;
    if (interval === 'year') return BILLING_PLAN_NAMES.annually;
  }
  return item.type;
}

/**
 * The profile's view of a billing item (03 §4): a subscription with a
 * scheduled cancel shows its end date and a link to reverse it; an active
 * one shows cancel and update-payment-method links.
 */
export function billingItemView(item: BillingItem): BillingItemView {
  const details = item.details ?? null;
  const urls = details?.management_urls ?? null;
  const change = details?.scheduled_change ?? null;
  let management: BillingItemView['management'] = { type: 'none' };
  if (item.type === 'subscription' && item.status === 'active') {
    management =
      change?.action === 'cancel'
        ? { type: 'cancelling', effectiveAt: change.effective_at, manageUrl: urls?.cancel ?? null }
        : {
            type: 'active',
            cancelUrl: urls?.cancel ?? null,
            updatePaymentUrl: urls?.update_payment_method ?? null,
          };
  }
  return {
    name: planName(item),
    status: item.status,
    createdAt: item.created_at,
    nextBilledAt: change?.action === 'cancel' ? null : (details?.next_billed_at ?? null),
    management,
  };
}
