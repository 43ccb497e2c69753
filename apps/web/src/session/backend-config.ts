/**
 * What this deployment offers, from the build's settings (`.env.example`,
 * checked by `build/deployment-env.ts`): the backend, whether accounts and
 * pricing are shown, and the payment provider's settings. A build without a
 * backend in its settings reads one at run time from `/backend.json` on its
 * own address (what `npm start` serves: the local stack) only when accounts
 * are on or development mode asks for them.
 */
import type { PriceIds } from '@typeshelf/core/accounts';
import { isDevMode } from '../page/dev-mode';
import { fetchStaticJson } from '../page/static-files';
import { staticUrl } from '../page/static-url';

export interface BackendConfig {
  url: string;
  anonKey: string;
}

/** No backend is configured: account features are unavailable. */
export class NoBackendError extends Error {
  constructor() {
    super('No backend is configured for this app.');
    this.name = 'NoBackendError';
  }
}

// Each read whole, so the build replaces it with its value and drops the branches it rules out.
const BUILD_URL = (import.meta.env.TYPESHELF_SUPABASE_URL ?? '').trim();
const BUILD_ANON_KEY = (import.meta.env.TYPESHELF_SUPABASE_ANON_KEY ?? '').trim();
const ACCOUNTS_SETTING = (import.meta.env.TYPESHELF_ACCOUNTS ?? '').trim();
const PADDLE_CLIENT_TOKEN = (import.meta.env.TYPESHELF_PADDLE_CLIENT_TOKEN ?? '').trim();
const PADDLE_ENVIRONMENT = (import.meta.env.TYPESHELF_PADDLE_ENVIRONMENT ?? '').trim();
const PRICE_IDS: PriceIds = {
  starter: (import.meta.env.TYPESHELF_PRICE_STARTER ?? '').trim(),
  monthly: (import.meta.env.TYPESHELF_PRICE_MONTHLY ?? '').trim(),
  annually: (import.meta.env.TYPESHELF_PRICE_ANNUALLY ?? '').trim(),
};

const BUILD_BACKEND = BUILD_URL !== '' && BUILD_ANON_KEY !== '';
const BUILD_ACCOUNTS = ACCOUNTS_SETTING === 'on' || (ACCOUNTS_SETTING !== 'off' && BUILD_BACKEND);
const BUILD_PAYMENTS = PADDLE_CLIENT_TOKEN !== '' && PRICE_IDS.starter !== '';

/**
 * Whether accounts (log in, register, profile, sync) are shown: a setting of
 * the deployment, on by default with a backend; development mode shows them
 * on any build, as 03 §9 has it.
 */
export const accountsShown = (): boolean => BUILD_ACCOUNTS || isDevMode();

/**
 * Whether pricing and purchase are shown: where the deployment sells plans
 * (its payment settings), or in development mode, which falls back to the
 * provider's sandbox and the development price ids.
 */
export const pricingShown = (): boolean => (BUILD_ACCOUNTS && BUILD_PAYMENTS) || isDevMode();

let config: Promise<BackendConfig> | null = null;

/** The backend's address and anon key; rejects with NoBackendError when there is none. */
export function loadBackendConfig(): Promise<BackendConfig> {
  if (BUILD_BACKEND) return Promise.resolve({ url: BUILD_URL, anonKey: BUILD_ANON_KEY });
  if (!accountsShown()) return Promise.reject(new NoBackendError());
  config ??= fetch(staticUrl('backend.json'), { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { url?: unknown; anonKey?: unknown } | null) => {
      if (typeof body?.url !== 'string' || typeof body.anonKey !== 'string') throw new NoBackendError();
      return { url: body.url, anonKey: body.anonKey };
    })
    .catch((error: unknown) => {
      config = null;
      throw error;
    });
  return config;
}

/** The payment provider's settings for this deployment. */
export interface PaymentConfig {
  token: string;
  environment: 'sandbox' | 'production';
}

/**
 * The build's payment settings; in development mode without them, the
 * sandbox with a token that only the browser tests' Paddle.js stand-in
 * accepts (the real sandbox refuses it, and the pricing screen says it
 * cannot load its plan data).
 */
export function paymentConfig(): PaymentConfig {
  if (BUILD_PAYMENTS)
    return {
      token: PADDLE_CLIENT_TOKEN,
      environment: PADDLE_ENVIRONMENT === 'production' ? 'production' : 'sandbox',
    };
  return { token: 'test_development_mode', environment: 'sandbox' };
}

/** The three plans' price ids: the build's, or in development mode the development ids. */
export function loadPriceIds(): Promise<PriceIds | null> {
  if (BUILD_PAYMENTS) return Promise.resolve(PRICE_IDS);
  return isDevMode()
    ? fetchStaticJson<PriceIds>('premium/price-ids-development.json')
    : Promise.resolve(null);
}

/** Where supabase-js keeps the session in localStorage. */
export const AUTH_STORAGE_KEY = 'typeshelf-auth';
