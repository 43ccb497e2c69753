/**
 * The deployment settings a web build takes (documented in `.env.example`):
 * checked once when Vite loads its configuration, so a build either says in
 * its output what it will do without a setting or stops naming what is
 * missing. Nothing here falls back to a placeholder.
 */

/** The only `TYPESHELF_` variables that reach the bundle. */
export const DEPLOYMENT_KEYS = [
  'TYPESHELF_SUPABASE_URL',
  'TYPESHELF_SUPABASE_ANON_KEY',
  'TYPESHELF_PADDLE_CLIENT_TOKEN',
  'TYPESHELF_PADDLE_ENVIRONMENT',
  'TYPESHELF_PRICE_STARTER',
  'TYPESHELF_PRICE_MONTHLY',
  'TYPESHELF_PRICE_ANNUALLY',
  'TYPESHELF_ACCOUNTS',
  // Set only by `npm start -- --payments=local`: Paddle.js is the development stand-in it serves.
  'TYPESHELF_LOCAL_PAYMENTS',
  'TYPESHELF_METADATA',
  'TYPESHELF_STATIC_ORIGIN',
  'TYPESHELF_MAIN_HOSTS',
] as const;

const PAYMENT_KEYS = [
  'TYPESHELF_PADDLE_CLIENT_TOKEN',
  'TYPESHELF_PADDLE_ENVIRONMENT',
  'TYPESHELF_PRICE_STARTER',
  'TYPESHELF_PRICE_MONTHLY',
  'TYPESHELF_PRICE_ANNUALLY',
] as const;

export interface DeploymentCheck {
  /** Settings that cannot work; the build stops with them. */
  errors: string[];
  /** What the build will do, printed with the build output. */
  lines: string[];
}

type Env = Readonly<Record<string, string | undefined>>;

const isSet = (env: Env, key: string) => (env[key] ?? '').trim() !== '';

/** Checks the deployment settings of one build. */
export function checkDeployment(env: Env): DeploymentCheck {
  const { errors, lines } = checkAccountsAndPayments(env);
  metadataLines(env, errors, lines);
  staticLines(env, errors, lines);
  return { errors, lines };
}

function checkAccountsAndPayments(env: Env): DeploymentCheck {
  const errors: string[] = [];
  const lines: string[] = [];
  const url = isSet(env, 'TYPESHELF_SUPABASE_URL');
  const key = isSet(env, 'TYPESHELF_SUPABASE_ANON_KEY');
  if (url !== key)
    errors.push(
      `${url ? 'TYPESHELF_SUPABASE_ANON_KEY' : 'TYPESHELF_SUPABASE_URL'} is missing: the backend needs both its URL and its anon key.`,
    );
  if (url && !/^https?:\/\/[^\s/]+/.test(env.TYPESHELF_SUPABASE_URL ?? ''))
    errors.push(
      `TYPESHELF_SUPABASE_URL must be the project's address (https://...), not "${env.TYPESHELF_SUPABASE_URL}".`,
    );

  const accountsSetting = (env.TYPESHELF_ACCOUNTS ?? '').trim();
  if (accountsSetting !== '' && accountsSetting !== 'on' && accountsSetting !== 'off')
    errors.push(`TYPESHELF_ACCOUNTS must be "on" or "off", not "${accountsSetting}".`);
  const backend = url && key;
  const accounts = accountsSetting === 'on' || (accountsSetting !== 'off' && backend);
  if (!accounts)
    lines.push(
      backend
        ? 'Accounts: off (TYPESHELF_ACCOUNTS=off); the app runs local-only.'
        : 'Accounts: off, no backend configured (TYPESHELF_SUPABASE_URL, TYPESHELF_SUPABASE_ANON_KEY); the app runs local-only.',
    );
  else if (backend) lines.push(`Accounts: on, backend ${env.TYPESHELF_SUPABASE_URL}.`);
  else
    lines.push(
      'Accounts: on (TYPESHELF_ACCOUNTS=on) without a backend in the build: the app reads it at run time from /backend.json, which npm start serves.',
    );

  const given = PAYMENT_KEYS.filter((name) => isSet(env, name));
  const environment = (env.TYPESHELF_PADDLE_ENVIRONMENT ?? '').trim();
  const token = (env.TYPESHELF_PADDLE_CLIENT_TOKEN ?? '').trim();
  const local = (env.TYPESHELF_LOCAL_PAYMENTS ?? '').trim() === 'on';
  if (given.length === 0) {
    lines.push(
      accounts
        ? `Pricing and purchase: off (no payment settings: ${PAYMENT_KEYS.join(', ')}).`
        : 'Pricing and purchase: off.',
    );
    if (local) errors.push('TYPESHELF_LOCAL_PAYMENTS needs the payment settings npm start gives it.');
    return { errors, lines };
  }
  const missing = PAYMENT_KEYS.filter((name) => !isSet(env, name));
  if (missing.length > 0)
    errors.push(
      `Payment settings are incomplete, missing: ${missing.join(', ')} (set all of them, or none).`,
    );
  if (!accounts) errors.push('Payment settings are given but accounts are off: purchases need accounts.');
  if (environment !== '' && environment !== 'sandbox' && environment !== 'production')
    errors.push(`TYPESHELF_PADDLE_ENVIRONMENT must be "sandbox" or "production", not "${environment}".`);
  // Paddle's client-side tokens name their environment: a mismatch fails at checkout, so say it now.
  if (environment === 'production' && token !== '' && !token.startsWith('live_'))
    errors.push(
      'TYPESHELF_PADDLE_CLIENT_TOKEN is not a live token (live_...) but the environment is production.',
    );
  if (environment === 'sandbox' && token !== '' && !token.startsWith('test_'))
    errors.push(
      'TYPESHELF_PADDLE_CLIENT_TOKEN is not a sandbox token (test_...) but the environment is sandbox.',
    );
  for (const name of ['TYPESHELF_PRICE_STARTER', 'TYPESHELF_PRICE_MONTHLY', 'TYPESHELF_PRICE_ANNUALLY'])
    if (isSet(env, name) && !/^pri_[a-z0-9_]+$/i.test(env[name]?.trim() ?? ''))
      errors.push(`${name} must be a Paddle price id (pri_...), not "${env[name]}".`);
  if (local && environment === 'production')
    errors.push(
      'TYPESHELF_LOCAL_PAYMENTS is the development stand-in: it never runs with the production environment.',
    );
  if (errors.length === 0)
    lines.push(
      local
        ? 'Pricing and purchase: the local development stand-in (npm start --payments=local); never deploy this build.'
        : `Pricing and purchase: on, Paddle ${environment}.`,
    );
  return { errors, lines };
}

/**
 * The `TYPESHELF_` variables that are not deployment settings (a tool's own
 * folder or port): the build drops them so they never land in the bundle.
 */
export function strayVariables(env: Env): string[] {
  const known = new Set<string>(DEPLOYMENT_KEYS);
  return Object.keys(env).filter((name) => name.startsWith('TYPESHELF_') && !known.has(name));
}

/** The book-info lookup's service: Open Library by default, the local stand-in, or another of its shape. */
function metadataLines(env: Env, errors: string[], lines: string[]): void {
  const setting = (env.TYPESHELF_METADATA ?? '').trim();
  if (setting === '') lines.push('Book info lookup: Open Library (https://openlibrary.org).');
  else if (setting === 'local')
    lines.push('Book info lookup: the local stand-in of the backend read from /backend.json (development).');
  else if (/^https?:\/\/[^\s/]+/.test(setting)) lines.push(`Book info lookup: ${setting}.`);
  else
    errors.push(
      `TYPESHELF_METADATA must be empty (Open Library), "local" or a service's address (https://...), not "${setting}".`,
    );
}

/** Where book files come from, and which hosts are the production ones (03 §7, §9). */
function staticLines(env: Env, errors: string[], lines: string[]): void {
  const origin = (env.TYPESHELF_STATIC_ORIGIN ?? '').trim();
  if (origin !== '' && !/^https?:\/\/[^\s/]+$/.test(origin.replace(/\/$/, '')))
    errors.push(`TYPESHELF_STATIC_ORIGIN must be an origin (https://cdn.example.org), not "${origin}".`);
  else if (origin !== '')
    lines.push(`Book files: ${origin}, falling back to the app's own address when it fails.`);
  const hosts = (env.TYPESHELF_MAIN_HOSTS ?? '').trim();
  const names = hosts === '' ? [] : hosts.split(',').map((host) => host.trim());
  if (names.some((host) => !/^[a-z0-9.-]+$/i.test(host)))
    errors.push(`TYPESHELF_MAIN_HOSTS must be host names separated by commas, not "${hosts}".`);
  else if (names.length > 0) lines.push(`Production hosts: ${names.join(', ')}.`);
}
