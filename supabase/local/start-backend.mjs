// What `npm start` does about the backend: nothing with --no-backend (every
// local feature still works), the named Supabase project when the
// configuration gives one, else the local stack in the git-ignored `.backend/`
// folder, whose data persists between starts. Returns the configuration the
// app reads (`/backend.json`: the backend URL and anon key, or nulls).
import { join } from 'node:path';
import { ensurePostgres } from './ensure-postgres.mjs';
import { DEFAULT_BACKEND_PORT, startStack } from './stack.mjs';

const none = { config: { url: null, anonKey: null }, stop: async () => {} };

/**
 * `siteUrl` is the address npm start serves the app at (the stack's Site
 * URL, so a sign-in with no allowed return address lands there), and
 * `appOrigins` every origin the app is open at (browsers may call the stack
 * from these only).
 */
export async function startBackend({ root, argv, env, siteUrl, appOrigins = [] }) {
  if (argv.includes('--no-backend')) {
    console.log('Backend: none (--no-backend); progress stays in this browser.');
    return none;
  }
  if (env.TYPESHELF_SUPABASE_URL) {
    if (!env.TYPESHELF_SUPABASE_ANON_KEY)
      throw new Error('TYPESHELF_SUPABASE_URL is set without TYPESHELF_SUPABASE_ANON_KEY.');
    console.log(`Backend: the Supabase project at ${env.TYPESHELF_SUPABASE_URL}`);
    return {
      config: { url: env.TYPESHELF_SUPABASE_URL, anonKey: env.TYPESHELF_SUPABASE_ANON_KEY },
      stop: none.stop,
    };
  }
  if (!ensurePostgres()) {
    console.warn('Backend: not started (no PostgreSQL, see above); progress stays in this browser.');
    return none;
  }
  const port = Number(env.TYPESHELF_BACKEND_PORT ?? DEFAULT_BACKEND_PORT);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`TYPESHELF_BACKEND_PORT must be a port number, not "${env.TYPESHELF_BACKEND_PORT}".`);
  console.log('… Starting the local backend (PostgreSQL, PostgREST, Deno)');
  const stack = await startStack({ dataDir: join(root, '.backend'), port, siteUrl, appOrigins });
  console.log(
    `Backend: local development stack at ${stack.url} (data in .backend/; sign-up and recovery links are printed here)\n` +
      `  publishable key ${stack.publishableKey} (legacy anon key: ${stack.anonKey})\n` +
      `  secret key      ${stack.secretKey} (kept in .backend/api-keys.json; never give it to a browser)`,
  );
  // The webhook secret lets `npm start -- --payments=local` sign events as Paddle would.
  return {
    config: { url: stack.url, anonKey: stack.anonKey },
    webhookSecret: stack.webhookSecret,
    stop: stack.stop,
  };
}

/** Serves the configuration at `/backend.json` from the app's own address (Vite preview). */
export function backendConfigPlugin(config) {
  const body = JSON.stringify(config);
  return {
    name: 'typeshelf-backend-config',
    configurePreviewServer(server) {
      server.middlewares.use('/backend.json', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-store');
        res.end(body);
      });
    },
  };
}
