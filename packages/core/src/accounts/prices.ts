/** Plans that have a price. */
export type PricedPlan = 'starter' | 'monthly' | 'annually';

/** Shown where an amount is unknown. */
export const UNKNOWN_PRICE = '???';
/** Shown on every card while the plan data could not be loaded. */
export const PRICE_LOAD_FAILED_PLACEHOLDER = '--';
/** The notice shown when the plan data could not be loaded. */
export const PRICE_LOAD_FAILED_MESSAGE =
  "We couldn't load your plan data, please reload the page. If the problem persists, please let us know.";

/** Currencies whose narrow symbol ("$", "£", "€", "₹", "₺", "¥") is unambiguous enough to show. */
export const NARROW_SYMBOL_CURRENCIES: readonly string[] = ['USD', 'GBP', 'EUR', 'INR', 'TRY', 'CNY'];

/** The line the billing text under each price says. */
export const BILLING_TEXTS: Readonly<Record<PricedPlan, string>> = {
  starter: 'one-time payment',
  monthly: 'per month',
  annually: 'per month, billed annually',
};

/** One price card's figures. */
export interface PriceItem {
  /** The payment provider's price id. */
  id: string;
  /** The amount shown, in major units (the monthly equivalent for the annual plan), or null when unknown. */
  num: number | null;
  /** The whole formatted amount, e.g. "$4.99", or "???" when unknown. */
  full: string;
  /** The part before the decimal separator, e.g. "$4". */
  whole: string;
  /** The decimal separator and what follows, e.g. ".99" (or ",99 €"). */
  rest: string;
  /** The billing line, e.g. "per month, billed annually ($59.88)". */
  billing: string;
}

/** The price cards and the currency they are in. */
export interface Pricing {
  currencyCode: string | null;
  items: Record<PricedPlan, PriceItem>;
}

/** One line of the payment provider's price preview. */
export interface PricePreviewLine {
  price: { id: string; description?: string; billingCycle?: { interval: string } | null };
  /** Totals in minor units, as strings ("5988" is 59.88). */
  totals: { total: string | number };
}

export interface PricePreview {
  currencyCode: string;
  lines: readonly PricePreviewLine[];
}

/** The price ids of each plan, from the premium folder's id list. */
export type PriceIds = Readonly<Record<PricedPlan, string>>;

function formatter(currency: string, locale: string): Intl.NumberFormat {
  const narrow = NARROW_SYMBOL_CURRENCIES.includes(currency.toUpperCase());
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: narrow ? 'narrowSymbol' : 'symbol',
  });
}

/**
 * An amount in major units as the price cards show it, split at the decimal
 * separator so the cents can be set smaller. The locale is passed in (the
 * browser's), never read from the environment.
 *
 * @example formatPrice(4.99, 'USD', 'en-US') // { full: '$4.99', whole: '$4', rest: '.99' }
 */
export function formatPrice(
  amount: number | null | undefined,
  currency: string | null | undefined,
  locale: string,
): { full: string; whole: string; rest: string } {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || !currency) {
    return { full: UNKNOWN_PRICE, whole: UNKNOWN_PRICE, rest: '' };
  }
  let parts: Intl.NumberFormatPart[];
  try {
    parts = formatter(currency, locale).formatToParts(amount);
  } catch {
    // An unknown currency code or locale: the amount is still worth showing.
    const full = `${amount.toFixed(2)} ${currency}`;
    return { full, whole: full, rest: '' };
  }
  const decimal = parts.findIndex((part) => part.type === 'decimal');
  const join = (list: Intl.NumberFormatPart[]) => list.map((part) => part.value).join('');
  const full = join(parts);
  if (decimal === -1) return { full, whole: full, rest: '' };
  return { full, whole: join(parts.slice(0, decimal)), rest: join(parts.slice(decimal)) };
}

/** Minor units (cents) to major units; null when the amount is missing or not a number. */
export function fromMinorUnits(total: string | number | null | undefined): number | null {
  if (total === null || total === undefined || total === '') return null;
  const minor = typeof total === 'number' ? total : Number(total);
  return Number.isFinite(minor) ? minor / 100 : null;
}

/**
 * One card's price: minor units ÷ 100; for the annual plan the monthly
 * equivalent (annual total ÷ 12), with the annual total in the billing line.
 */
export function priceItem(
  plan: PricedPlan,
  id: string,
  total: string | number | null | undefined,
  currency: string | null | undefined,
  locale: string,
): PriceItem {
  const major = fromMinorUnits(total);
  const num = major === null ? null : plan === 'annually' ? major / 12 : major;
  const shown = formatPrice(num, currency, locale);
  const billing =
    plan === 'annually' && major !== null
      ? `${BILLING_TEXTS.annually} (${formatPrice(major, currency, locale).full})`
      : BILLING_TEXTS[plan];
  return { id, num: shown.full === UNKNOWN_PRICE ? null : num, ...shown, billing };
}

/**
 * The three price cards from the payment provider's preview. A plan whose
 * line is missing shows "???".
 */
export function pricingFromPreview(preview: PricePreview, ids: PriceIds, locale: string): Pricing {
  const totalOf = (id: string) => preview.lines.find((line) => line.price.id === id)?.totals.total ?? null;
  const item = (plan: PricedPlan) =>
    priceItem(plan, ids[plan], totalOf(ids[plan]), preview.currencyCode, locale);
  return {
    currencyCode: preview.currencyCode,
    items: { starter: item('starter'), monthly: item('monthly'), annually: item('annually') },
  };
}

/** The cards while loading failed: every figure shows "--". */
export function placeholderPricing(ids: Partial<PriceIds> = {}): Pricing {
  const item = (plan: PricedPlan): PriceItem => ({
    id: ids[plan] ?? '',
    num: null,
    full: PRICE_LOAD_FAILED_PLACEHOLDER,
    whole: PRICE_LOAD_FAILED_PLACEHOLDER,
    rest: '',
    billing: BILLING_TEXTS[plan],
  });
  return {
    currencyCode: null,
    items: { starter: item('starter'), monthly: item('monthly'), annually: item('annually') },
  };
}

/** The library size the Starter card advertises: the book count rounded down to the nearest 100. */
export function starterLibrarySize(bookCount: number): number {
  if (!Number.isFinite(bookCount) || bookCount <= 0) return 0;
  return Math.floor(bookCount / 100) * 100;
}

/** Locales the payment provider's checkout speaks. */
export const CHECKOUT_LOCALES: readonly string[] = [
  'ar',
  'zh-Hans',
  'zh-TW',
  'da',
  'nl',
  'en',
  'fr',
  'de',
  'it',
  'ja',
  'ko',
  'no',
  'pl',
  'pt',
  'tr',
  'ru',
  'es',
  'sv',
];

/**
 * The checkout locale for the browser's language: an exact match first
 * ("zh-TW"), then simplified Chinese for other Chinese, Norwegian for
 * Bokmål/Nynorsk, then the primary language, else English.
 */
export function checkoutLocale(browserLocale: string | null | undefined): string {
  const tag = (browserLocale ?? '').trim().replace('_', '-');
  const exact = CHECKOUT_LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const primary = tag.split('-')[0]?.toLowerCase() ?? '';
  if (primary === 'zh') return /-(tw|hk|mo|hant)\b/iu.test(tag) ? 'zh-TW' : 'zh-Hans';
  if (primary === 'nb' || primary === 'nn') return 'no';
  return CHECKOUT_LOCALES.includes(primary) ? primary : 'en';
}
