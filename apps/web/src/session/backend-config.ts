/**
 * Where the backend is: the app reads the Supabase project's URL and anon
 * key from `/backend.json` on its own address (served by `npm start`: the
 * local stack, a configured project, or nulls when there is none). The
 * payment provider's client token comes from the build
 * (`VITE_PADDLE_CLIENT_TOKEN`).
 */
import { isDevMode } from '../page/dev-mode';
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

let config: Promise<BackendConfig> | null = null;

/** The backend's address and anon key; rejects with NoBackendError when there is none. */
export function loadBackendConfig(): Promise<BackendConfig> {
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

const env = import.meta.env as Record<string, string | undefined>;

export const paddleClientToken = env.VITE_PADDLE_CLIENT_TOKEN || 'test_local_client_token';

/** The payment provider's environment: the sandbox in development mode (03 §7). */
export const paddleEnvironment = (): 'sandbox' | 'production' => (isDevMode() ? 'sandbox' : 'production');

/** Where supabase-js keeps the session in localStorage. */
export const AUTH_STORAGE_KEY = 'typeshelf-auth';
