import type { AccountInfo, SubscriptionTier, Tier } from './account-info';

/** The four cards of the pricing and profile screens. */
export type PlanId = 'basic' | 'starter' | 'annually' | 'monthly';

/** The cards in the order the pricing screen shows them. */
export const PLAN_IDS: readonly PlanId[] = ['basic', 'starter', 'annually', 'monthly'];

/** Card names as the pricing screen shows them. */
export const PLAN_NAMES: Readonly<Record<PlanId, string>> = {
  basic: 'Basic',
  starter: 'Starter',
  annually: 'Pro Annually',
  monthly: 'Pro Monthly',
};

/** Plan names on billing items. */
export const BILLING_PLAN_NAMES = {
  starter: 'Starter Lifetime Access',
  monthly: 'Monthly Pro Subscription',
  annually: 'Annual Pro Subscription',
} as const;

/** How a plan card presents itself to the account. */
export type PlanCardState = 'current' | 'standby' | 'upgrade' | 'choose' | 'forbidden' | 'none';

/** The action button's label per state; a card in state "none" has no button. */
export const PLAN_CARD_LABELS: Readonly<Record<PlanCardState, string>> = {
  current: 'Active',
  standby: 'Standby',
  upgrade: 'Upgrade',
  choose: 'Choose',
  forbidden: 'Choose',
  none: '',
};

export interface PlanCard {
  plan: PlanId;
  state: PlanCardState;
  /** The button label (empty for "none"). */
  label: string;
  /** The button cannot be pressed. */
  disabled: boolean;
}

function has(info: AccountInfo, tier: Tier): boolean {
  return info.tiers?.has(tier) ?? false;
}

function subscriptionState(info: AccountInfo, tier: SubscriptionTier): PlanCardState {
  const other: SubscriptionTier = tier === 'annually' ? 'monthly' : 'annually';
  if (has(info, tier)) return 'current';
  if (has(info, other) && info.cancelations[other] === null) return 'forbidden';
  if (has(info, 'starter') && !info.isPremium) return 'upgrade';
  return 'choose';
}

function planState(plan: PlanId, info: AccountInfo): PlanCardState {
  switch (plan) {
    case 'basic':
      return has(info, 'free') ? 'current' : 'none';
    case 'starter':
      if (!has(info, 'starter')) return 'choose';
      return info.isPremium ? 'standby' : 'current';
    case 'annually':
    case 'monthly':
      return subscriptionState(info, plan);
    default: {
      const unreachable: never = plan;
      return unreachable;
    }
  }
}

/**
 * The state of one plan card:
 * - Basic is Active when the account holds the free tier.
 * - Starter is Active when owned without a Pro tier, Standby when owned
 *   together with one, else Choose; its button is disabled whenever owned.
 * - Pro Annually is Active when owned; Forbidden while a monthly subscription
 *   is active and not cancelling; Upgrade when Starter is owned and no
 *   subscription is active; else Choose. Pro Monthly mirrors it.
 * - Active and Forbidden buttons are disabled.
 */
export function planCard(plan: PlanId, info: AccountInfo): PlanCard {
  const state = planState(plan, info);
  const owned = plan !== 'basic' && has(info, plan);
  const disabled = state === 'current' || state === 'forbidden' || state === 'none' || owned;
  return { plan, state, label: PLAN_CARD_LABELS[state], disabled };
}

/** All four cards, in display order. */
export function planCards(info: AccountInfo): PlanCard[] {
  return PLAN_IDS.map((plan) => planCard(plan, info));
}

/** What pressing a plan's button leads to. */
export type PurchaseDecision =
  | { type: 'checkout'; plan: Exclude<PlanId, 'basic'> }
  /** Not signed in: go to /login, returning to `returnTo` afterwards. */
  | { type: 'login'; returnTo: string }
  | { type: 'refused'; title: string; details: string };

/** The notice shown when a Pro subscriber without a scheduled cancel tries to buy another Pro plan. */
export const ACTIVE_SUBSCRIPTION_NOTICE = {
  title: 'You have an active subscription.',
  details: 'Please cancel your current subscription before switching to another plan.',
} as const;

/**
 * Whether a purchase may start: it needs a signed-in user (otherwise login,
 * returning to /pricing), and a user with an active subscription that is not
 * cancelling cannot start another Pro plan.
 */
export function purchaseDecision(
  plan: Exclude<PlanId, 'basic'>,
  signedIn: boolean,
  info: AccountInfo,
): PurchaseDecision {
  if (!signedIn) return { type: 'login', returnTo: '/pricing' };
  if (plan !== 'starter') {
    const activeNotCancelling = (['monthly', 'annually'] as const).some(
      (tier) => has(info, tier) && info.cancelations[tier] === null,
    );
    if (activeNotCancelling) return { type: 'refused', ...ACTIVE_SUBSCRIPTION_NOTICE };
  }
  return { type: 'checkout', plan };
}
