/**
 * @typeshelf/core/accounts — Accounts (03): account info and sessions, form
 * validation, usernames, plan cards, prices and billing items, return
 * targets.
 */
export {
  type AccountInfo,
  accountInfo,
  type BillingDetails,
  type BillingItem,
  type SubscriptionTier,
  type Tier,
  UNKNOWN_ACCOUNT_INFO,
} from './account-info';
export {
  ACCOUNT_MESSAGES,
  type AuthErrorShape,
  type AuthFailure,
  authErrorMessage,
  authFailureFromCode,
  authFailureFromError,
  isAuthNotice,
  MASKED_VALUE,
  maskedValue,
} from './account-messages';
export {
  type Account,
  type AuthUser,
  accountFromUser,
  CHANGE_PASSWORD_PATH,
  PREMIUM_VERIFICATION_FAILED,
  PURCHASE_RECHECK_DELAYS_MS,
  type SessionEffect,
  type SessionEvent,
  type SessionState,
  type SessionTransition,
  SIGNED_OUT,
  sessionAccountInfo,
  sessionTransition,
} from './account-session';
export { type BillingItemView, billingItemView } from './billing-items';
export {
  canSubmitChangePassword,
  canSubmitChangeUsername,
  canSubmitLogin,
  canSubmitRecover,
  canSubmitRegister,
  EMAIL_PATTERN,
  FORM_MESSAGES,
  fieldErrors,
  isNewPasswordDifferent,
  isRepeatValid,
  isValidEmail,
  isValidPassword,
  isValidUsername,
  PASSWORD_MIN_LENGTH,
  USERNAME_LENGTH,
  USERNAME_PATTERN,
} from './form-validation';
export { keptPlan, knownPlan, planToKeep } from './known-plan';
export {
  ACTIVE_SUBSCRIPTION_NOTICE,
  BILLING_PLAN_NAMES,
  PLAN_CARD_LABELS,
  PLAN_IDS,
  PLAN_NAMES,
  type PlanCard,
  type PlanCardState,
  type PlanId,
  type PurchaseDecision,
  planCard,
  planCards,
  purchaseDecision,
} from './plan-cards';
export {
  BILLING_TEXTS,
  CHECKOUT_LOCALES,
  checkoutLocale,
  formatPrice,
  fromMinorUnits,
  NARROW_SYMBOL_CURRENCIES,
  PRICE_LOAD_FAILED_MESSAGE,
  PRICE_LOAD_FAILED_PLACEHOLDER,
  type PricedPlan,
  type PriceIds,
  type PriceItem,
  type PricePreview,
  type PricePreviewLine,
  type Pricing,
  placeholderPricing,
  priceItem,
  pricingFromPreview,
  starterLibrarySize,
  UNKNOWN_PRICE,
} from './prices';
export { DEFAULT_RETURN_PATH, loginPathReturningTo, returnPathFromHash } from './return-target';
export { SESSION_EXPIRY_MARGIN_MS, sessionExpiring } from './session-expiry';
export {
  ANONYMOUS_USERNAME,
  accountTag,
  DERIVED_USERNAME_MAX_LENGTH,
  deriveUsername,
  type UsernameSources,
  usernameFromEmail,
} from './username';
