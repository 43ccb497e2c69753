/**
 * The backend and the payment provider of this deployment, from the build's
 * settings (`backend-config.ts`). A build without a backend in its settings
 * reads one at run time from `/backend.json` on its own address (what
 * `npm start` serves: the local stack) only when accounts are on or
 * development mode asks for them.
 */
import type { PriceIds } from '@typeshelf/core/accounts';
import { isDevMode } from '../page/dev-mode';
import { fetchStaticJson } from '../page/static-files';
import { staticUrl } from '../page/static-url';
import {
  accountsShown,
  BUILD_ANON_KEY,
  BUILD_BACKEND,
  BUILD_PAYMENTS,
  BUILD_URL,
  PADDLE_CLIENT_TOKEN,
  PADDLE_ENVIRONMENT,
  PRICE_IDS,
} from './backend-config';

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
