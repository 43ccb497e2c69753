import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BILLING_TEXTS,
  checkoutLocale,
  formatPrice,
  fromMinorUnits,
  NARROW_SYMBOL_CURRENCIES,
  PRICE_LOAD_FAILED_MESSAGE,
  placeholderPricing,
  priceItem,
  pricingFromPreview,
  starterLibrarySize,
  UNKNOWN_PRICE,
} from './prices';

const ids = { starter: 'pri_starter', monthly: 'pri_monthly', annually: 'pri_annually' };

describe('price display', () => {
  it('divides minor units by 100', () => {
    expect(fromMinorUnits('499')).toBe(4.99);
    expect(fromMinorUnits(5988)).toBe(59.88);
    expect(fromMinorUnits('')).toBeNull();
    expect(fromMinorUnits('abc')).toBeNull();
    expect(fromMinorUnits(null)).toBeNull();
  });

  it('splits the formatted amount at the decimal separator', () => {
    expect(formatPrice(4.99, 'USD', 'en-US')).toEqual({ full: '$4.99', whole: '$4', rest: '.99' });
    expect(formatPrice(59.88, 'EUR', 'de-DE')).toEqual({
      full: '59,88\u00A0€',
      whole: '59',
      rest: ',88\u00A0€',
    });
    expect(formatPrice(500, 'JPY', 'ja-JP')).toEqual({ full: '￥500', whole: '￥500', rest: '' });
  });

  it('uses narrow symbols for USD, GBP, EUR, INR, TRY and CNY only', () => {
    expect(NARROW_SYMBOL_CURRENCIES).toEqual(['USD', 'GBP', 'EUR', 'INR', 'TRY', 'CNY']);
    expect(formatPrice(4.99, 'USD', 'en-CA').full).toBe('$4.99');
    expect(formatPrice(4.99, 'INR', 'en-US').full).toBe('₹4.99');
    expect(formatPrice(4.99, 'TRY', 'en-US').full).toBe('₺4.99');
    expect(formatPrice(4.99, 'CNY', 'en-US').full).toBe('¥4.99');
    expect(formatPrice(4.99, 'CAD', 'en-US').full).toBe('CA$4.99');
  });

  it("shows '???' when the amount is unknown", () => {
    expect(UNKNOWN_PRICE).toBe('???');
    expect(formatPrice(null, 'USD', 'en-US')).toEqual({ full: '???', whole: '???', rest: '' });
    expect(formatPrice(4.99, null, 'en-US').full).toBe('???');
    expect(formatPrice(Number.NaN, 'USD', 'en-US').full).toBe('???');
    expect(priceItem('monthly', 'pri_monthly', undefined, 'USD', 'en-US')).toMatchObject({
      num: null,
      full: '???',
    });
  });

  it('shows the annual plan as its monthly equivalent', () => {
    expect(priceItem('annually', 'pri_annually', '5988', 'USD', 'en-US')).toEqual({
      id: 'pri_annually',
      num: 4.99,
      full: '$4.99',
      whole: '$4',
      rest: '.99',
      billing: 'per month, billed annually ($59.88)',
    });
    expect(priceItem('monthly', 'pri_monthly', '699', 'USD', 'en-US')).toMatchObject({
      num: 6.99,
      billing: 'per month',
    });
    expect(priceItem('starter', 'pri_starter', '3999', 'USD', 'en-US')).toMatchObject({
      num: 39.99,
      billing: BILLING_TEXTS.starter,
    });
  });

  it('builds the three cards from the provider preview', () => {
    const pricing = pricingFromPreview(
      {
        currencyCode: 'GBP',
        lines: [
          { price: { id: 'pri_starter', billingCycle: null }, totals: { total: '3499' } },
          { price: { id: 'pri_annually', billingCycle: { interval: 'year' } }, totals: { total: '4800' } },
        ],
      },
      ids,
      'en-GB',
    );
    expect(pricing.currencyCode).toBe('GBP');
    expect(pricing.items.starter.full).toBe('£34.99');
    expect(pricing.items.annually.full).toBe('£4.00');
    expect(pricing.items.monthly.full).toBe('???');
  });

  it("shows '--' on every card when loading failed", () => {
    const pricing = placeholderPricing(ids);
    expect(Object.values(pricing.items).map((item) => item.full)).toEqual(['--', '--', '--']);
    expect(PRICE_LOAD_FAILED_MESSAGE).toBe(
      "We couldn't load your plan data, please reload the page. If the problem persists, please let us know.",
    );
  });

  it('formats any amount so that whole + rest is the full text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom('USD', 'EUR', 'GBP', 'PLN', 'JPY', 'INR'),
        fc.constantFrom('en-US', 'de-DE', 'pl-PL', 'fr-FR', 'hi-IN'),
        (minor, currency, locale) => {
          const price = formatPrice(fromMinorUnits(minor), currency, locale);
          expect(price.whole + price.rest).toBe(price.full);
          expect(price.full).not.toBe(UNKNOWN_PRICE);
        },
      ),
    );
  });
});

describe('starterLibrarySize', () => {
  it('rounds the book count down to the nearest 100', () => {
    expect(starterLibrarySize(1234)).toBe(1200);
    expect(starterLibrarySize(1200)).toBe(1200);
    expect(starterLibrarySize(99)).toBe(0);
    expect(starterLibrarySize(-5)).toBe(0);
  });
});

describe('checkoutLocale', () => {
  it.each([
    ['pl-PL', 'pl'],
    ['en-GB', 'en'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-CN', 'zh-Hans'],
    ['nb-NO', 'no'],
    ['pt_BR', 'pt'],
    ['cs-CZ', 'en'],
    ['', 'en'],
  ])('%s → %s', (browser, expected) => {
    expect(checkoutLocale(browser)).toBe(expected);
  });
});
