/**
 * Where the backend is: the Supabase project's URL and anon key and the
 * payment provider's client token, read from the build's environment
 * (`VITE_SUPABASE_URL`, `VITE_SUPABASE_ANON_KEY`, `VITE_PADDLE_CLIENT_TOKEN`).
 * Without them the app talks to the local stack `npm start` runs.
 */
import { isDevMode } from '../state/dev-mode';

const env = import.meta.env as Record<string, string | undefined>;

/** The local stack's API address and the anon key it signs with. */
const LOCAL_URL = 'http://127.0.0.1:54321';

export interface BackendConfig {
  url: string;
  anonKey: string;
  paddleClientToken: string;
}

export const backendConfig: BackendConfig = {
  url: env.VITE_SUPABASE_URL || LOCAL_URL,
  // supabase-js refuses an empty key; an unconfigured build still renders and fails its calls.
  anonKey: env.VITE_SUPABASE_ANON_KEY || 'anon-key-not-configured',
  paddleClientToken: env.VITE_PADDLE_CLIENT_TOKEN || 'test_local_client_token',
};

/** The payment provider's environment: the sandbox in development mode (03 §7). */
export const paddleEnvironment = (): 'sandbox' | 'production' => (isDevMode() ? 'sandbox' : 'production');

/** Where supabase-js keeps the session in localStorage. */
export const AUTH_STORAGE_KEY = 'typeshelf-auth';
