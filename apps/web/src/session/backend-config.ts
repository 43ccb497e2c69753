/**
 * What this deployment offers, from the build's settings (`.env.example`,
 * checked by `build/deployment-env.ts`): whether accounts and pricing are
 * shown, which the app's shell reads as it starts. Reaching the backend and
 * the payment provider (`backend-service.ts`) is for the screens that do.
 */
import type { PriceIds } from '@typeshelf/core/accounts';
import { isDevMode } from '../page/dev-mode';

// Each read whole, so the build replaces it with its value and drops the branches it rules out.
export const BUILD_URL = (import.meta.env.TYPESHELF_SUPABASE_URL ?? '').trim();
export const BUILD_ANON_KEY = (import.meta.env.TYPESHELF_SUPABASE_ANON_KEY ?? '').trim();
const ACCOUNTS_SETTING = (import.meta.env.TYPESHELF_ACCOUNTS ?? '').trim();
export const PADDLE_CLIENT_TOKEN = (import.meta.env.TYPESHELF_PADDLE_CLIENT_TOKEN ?? '').trim();
export const PADDLE_ENVIRONMENT = (import.meta.env.TYPESHELF_PADDLE_ENVIRONMENT ?? '').trim();
export const PRICE_IDS: PriceIds = {
  starter: (import.meta.env.TYPESHELF_PRICE_STARTER ?? '').trim(),
  monthly: (import.meta.env.TYPESHELF_PRICE_MONTHLY ?? '').trim(),
  annually: (import.meta.env.TYPESHELF_PRICE_ANNUALLY ?? '').trim(),
};

export const BUILD_BACKEND = BUILD_URL !== '' && BUILD_ANON_KEY !== '';
const BUILD_ACCOUNTS = ACCOUNTS_SETTING === 'on' || (ACCOUNTS_SETTING !== 'off' && BUILD_BACKEND);
export const BUILD_PAYMENTS = PADDLE_CLIENT_TOKEN !== '' && PRICE_IDS.starter !== '';

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

/** Where supabase-js keeps the session in localStorage. */
export const AUTH_STORAGE_KEY = 'typeshelf-auth';
