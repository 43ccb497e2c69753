// The payments webhook Edge Function, run under Deno from the npm `deno`
// package, as Supabase runs it: TypeScript straight from supabase/functions.

import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopWithProcess } from './child-guard.mjs';

const require = createRequire(import.meta.url);
const entry = fileURLToPath(new URL('../functions/paddle-webhook/index.ts', import.meta.url));
const developmentPrices = new URL(
  '../../apps/web/public/premium/price-ids-development.json',
  import.meta.url,
);

/**
 * The price ids the local webhook grants tiers for: PADDLE_PRICE_* from the
 * environment, else the development price ids the app offers (the ones the
 * development Paddle stand-in and the browser tests buy).
 */
export function localPriceIds(env = process.env) {
  const file = existsSync(developmentPrices) ? JSON.parse(readFileSync(developmentPrices, 'utf8')) : {};
  return {
    PADDLE_PRICE_STARTER: env.PADDLE_PRICE_STARTER || file.starter || 'pri_dev_starter_lifetime',
    PADDLE_PRICE_MONTHLY: env.PADDLE_PRICE_MONTHLY || file.monthly || 'pri_dev_pro_monthly',
    PADDLE_PRICE_ANNUALLY: env.PADDLE_PRICE_ANNUALLY || file.annually || 'pri_dev_pro_annually',
  };
}

/** The deno executable the package installed (its bin.cjs wrapper would sit between us and signals). */
function denoExecutable() {
  const dir = dirname(require.resolve('deno/package.json'));
  const exe = join(dir, process.platform === 'win32' ? 'deno.exe' : 'deno');
  return existsSync(exe) ? exe : require(join(dir, 'install_api.cjs')).runInstall();
}

/**
 * Starts the function with the secrets a Supabase project gives every
 * function: the project's URL, its API keys as JSON dictionaries
 * (SUPABASE_PUBLISHABLE_KEYS, SUPABASE_SECRET_KEYS) and, for code written
 * before them, the legacy anon and service-role keys; plus the webhook's own
 * secret and the price ids it grants tiers for (`localPriceIds`).
 */
export async function startEdgeFunction({ port, supabaseUrl, keys, webhookSecret, log = () => {} }) {
  const server = spawn(
    denoExecutable(),
    ['run', '--quiet', '--no-config', '--no-lock', '--allow-net=127.0.0.1', '--allow-env', entry],
    {
      env: {
        ...process.env,
        PORT: String(port),
        SUPABASE_URL: supabaseUrl,
        SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: keys.publishableKey }),
        SUPABASE_SECRET_KEYS: JSON.stringify({ default: keys.secretKey }),
        SUPABASE_ANON_KEY: keys.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: keys.serviceKey,
        PADDLE_WEBHOOK_SECRET: webhookSecret,
        ...localPriceIds(),
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (chunk) => {
    output = (output + chunk).slice(-4000);
    log(`[paddle-webhook] ${String(chunk).trim()}`);
  };
  server.stdout.on('data', collect);
  server.stderr.on('data', collect);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  stopWithProcess(server, 'SIGTERM');
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The webhook function did not start:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/`)
      .then(() => true)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`The webhook function did not answer in 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pid: server.pid,
    async stop() {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
    },
  };
}
