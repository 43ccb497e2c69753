/** A plan tier an account can hold. */
export type Tier = 'free' | 'starter' | 'monthly' | 'annually' | 'other';

/** The subscription tiers that can be scheduled to cancel. */
export type SubscriptionTier = 'monthly' | 'annually';

/**
 * One purchase as the get_premium procedure returns it (the payment
 * provider's record). Only the fields the rules read are typed; the rest
 * travels along for the billing list on the profile screen.
 */
export interface BillingItem {
  /** "lifetime" for the Starter purchase, "subscription" for Pro; anything else is "other". */
  type: string;
  /** "active" while the purchase or subscription is in force; "canceled" once it has ended. */
  status: string;
  /** ISO date-time of the purchase. */
  created_at: string;
  details?: BillingDetails | null;
}

export interface BillingDetails {
  billing_cycle?: { interval: string; frequency?: number } | null;
  next_billed_at?: string | null;
  /** A change that takes effect later, e.g. a cancellation at the end of the paid period. */
  scheduled_change?: { action: string; effective_at: string } | null;
  management_urls?: { cancel?: string | null; update_payment_method?: string | null } | null;
  currency_code?: string;
  items?: readonly {
    price?: {
      unit_price?: { amount: string; currency_code: string };
      unit_price_overrides?: readonly unknown[];
    };
  }[];
}

/** What an account is entitled to, derived from its billing items. */
export interface AccountInfo {
  /** The tiers held, or null when they are unknown (not signed in, or verification failed). */
  tiers: ReadonlySet<Tier> | null;
  billingItems: readonly BillingItem[];
  /** A monthly or annual subscription is active: server sync and no paywall. */
  isPremium: boolean;
  /** Starter or premium: no paywall and no custom-book limit. */
  isLocalPremium: boolean;
  /** Starter without an active subscription: premium features, stored locally only. */
  isLocalOnlyPremium: boolean;
  /** When each subscription's scheduled cancellation takes effect (ISO date-time), or null. */
  cancelations: Readonly<Record<SubscriptionTier, string | null>>;
}

/** The account info of a visitor, or of an account whose premium status could not be verified. */
export const UNKNOWN_ACCOUNT_INFO: AccountInfo = {
  tiers: null,
  billingItems: [],
  isPremium: false,
  isLocalPremium: false,
  isLocalOnlyPremium: false,
  cancelations: { monthly: null, annually: null },
};

function tierOf(item: BillingItem): Tier | null {
  if (item.status !== 'active') return null;
  if (item.type === 'lifetime') return 'starter';
  if (item.type !== 'subscription') return 'other';
  const interval = item.details?.billing_cycle?.interval;
  if (interval === 'month') return 'monthly';
  if (interval === 'year') return 'annually';
  return 'other';
}

/**
 * The account info for a list of billing items, or {@link UNKNOWN_ACCOUNT_INFO}
 * when the list is unknown (null or undefined).
 *
 * An active lifetime item is the Starter tier; an active subscription is
 * monthly or annually by its billing interval; other active items are
 * "other". An account with neither Starter nor a Pro subscription holds the
 * free tier. A Starter purchase stays owned while a subscription is active
 * (it is on standby and resumes when the subscription ends).
 */
export function accountInfo(billingItems: readonly BillingItem[] | null | undefined): AccountInfo {
  if (!billingItems) return UNKNOWN_ACCOUNT_INFO;
  const tiers = new Set<Tier>();
  const cancelations: Record<SubscriptionTier, string | null> = { monthly: null, annually: null };
  for (const item of billingItems) {
    const tier = tierOf(item);
    if (tier === null) continue;
    tiers.add(tier);
    const change = item.details?.scheduled_change;
    if ((tier === 'monthly' || tier === 'annually') && change?.action === 'cancel') {
      cancelations[tier] = change.effective_at;
    }
  }
  const isPremium = tiers.has('monthly') || tiers.has('annually');
  const isStarter = tiers.has('starter');
  if (!isPremium && !isStarter) tiers.add('free');
  return {
    tiers,
    billingItems,
    isPremium,
    isLocalPremium: isStarter || isPremium,
    isLocalOnlyPremium: isStarter && !isPremium,
    cancelations,
  };
}
