// The local backend `npm start` runs beside the app, and the contract tests
// and benchmarks run against: PostgreSQL with the migrations applied, the
// real PostgREST, the webhook under Deno, and the development server for
// Auth and Storage, all behind one address like a Supabase project's.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { createDevServer } from './dev-server.mjs';
import { startEdgeFunction } from './edge-function.mjs';
import { allowedOriginsOf } from './gateway.mjs';
import { loadKeys } from './keys.mjs';
import { migrate, startPostgres } from './postgres.mjs';
import { startPostgrest } from './postgrest.mjs';
import { loadProjectConfig } from './project-config.mjs';
import { createRealtime } from './realtime.mjs';

/** The project's settings in supabase/config.toml, the one source of the stack's port, limits and Auth rules. */
export const projectConfig = loadProjectConfig();
export const DEFAULT_BACKEND_PORT = projectConfig.apiPort;

/** A free TCP port on 127.0.0.1 for a service only the stack talks to. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      if (error.code === 'EADDRINUSE')
        reject(
          new Error(
            `Port ${port} for the local backend is already in use. Stop what holds it, choose another port with ` +
              'TYPESHELF_BACKEND_PORT=<port>, or start without the local backend: npm start -- --no-backend',
          ),
        );
      else reject(error);
    });
    server.listen(port, host, () => resolve());
  });
}

/** The webhook secret of the local stack (a real project's is Paddle's, set as a function secret). */
function webhookSecret(dataDir) {
  const file = join(dataDir, 'paddle-webhook-secret');
  if (!existsSync(file))
    writeFileSync(file, `pdl_ntfset_local_${randomBytes(16).toString('hex')}`, { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/**
 * Starts the stack on `dataDir` (created when missing; its database, keys and
 * stored files persist between starts). `port` is the one public port.
 * Auth follows config.toml; `siteUrl` replaces its Site URL when the app is
 * served elsewhere (another port), and `appOrigins` are further addresses the
 * app is open at, which browsers may call the stack from.
 */
export async function startStack({
  dataDir,
  port = DEFAULT_BACKEND_PORT,
  host = '127.0.0.1',
  siteUrl = projectConfig.auth.siteUrl,
  appOrigins = [],
  config = projectConfig,
  durable = true,
  log = (line) => console.log(line),
}) {
  mkdirSync(dataDir, { recursive: true });
  // As root, PostgreSQL runs as `postgres` and must reach its folder inside this one.
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o755);
  const stops = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => {});
  };
  try {
    const publicUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
    // Claim the public port first, so a clash is reported before anything starts.
    const gate = createServer();
    await listen(gate, port, host);
    await new Promise((resolve) => gate.close(resolve));

    const db = await startPostgres({ dataDir: join(dataDir, 'db'), durable });
    stops.push(() => db.stop());
    await migrate(db.connection, { log });
    const pool = new pg.Pool({ ...db.connection, max: 8 });
    // An idle connection the database drops (a restart, a terminated backend) is
    // replaced on the next query; without a listener it would end the process.
    pool.on('error', (error) => log(`database connection dropped: ${error.message}`));
    stops.push(() => pool.end());

    const keys = await loadKeys(dataDir, { accessTokenSeconds: config.auth.jwtExpiry });
    const postgrestPort = await freePort();
    const postgrest = await startPostgrest({
      socketDir: db.socketDir,
      dbPort: db.port,
      port: postgrestPort,
      jwtSecret: keys.secret,
      maxRows: config.maxRows,
      schemas: config.schemas,
    });
    stops.push(() => postgrest.stop());

    const secret = webhookSecret(dataDir);
    const functionsPort = await freePort();
    const edge = await startEdgeFunction({
      port: functionsPort,
      supabaseUrl: publicUrl,
      keys,
      webhookSecret: secret,
      log,
    });
    stops.push(() => edge.stop());

    const auth = { ...config.auth, siteUrl };
    const allowedOrigins = allowedOriginsOf({ siteUrl, appOrigins, publicUrl });
    const realtime = createRealtime({ pool, connection: db.connection, keys, allowedOrigins, log });
    await realtime.start();
    const server = createDevServer({
      pool,
      keys,
      publicUrl,
      auth,
      allowedOrigins,
      realtime,
      dataDir,
      postgrestPort,
      functionsPort,
      log,
    });
    // Longer than any client keeps an idle connection (undici 4 s, browsers
    // about 60 s), as hosted gateways do: with Node's 5 s default a client
    // reusing a connection just as the server drops it reads "other side
    // closed", which a loaded machine turned into failed requests.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    await listen(server, port, host);
    stops.push(
      () =>
        new Promise((resolve) => {
          server.closeAllConnections?.();
          server.close(() => resolve());
        }),
    );
    // Runs before the server closes (stops run in reverse): its websockets would keep the server open.
    stops.push(() => realtime.stop());
    return {
      url: publicUrl,
      anonKey: keys.anonKey,
      serviceKey: keys.serviceKey,
      publishableKey: keys.publishableKey,
      secretKey: keys.secretKey,
      siteUrl,
      jwtSecret: keys.secret,
      webhookSecret: secret,
      connection: db.connection,
      postgrestUrl: `http://127.0.0.1:${postgrestPort}`,
      /** The processes the stack runs (PostgreSQL, PostgREST, Deno), for checking they stop. */
      pids: [db.pid, postgrest.pid, edge.pid],
      /** Realtime's connections: `pause()` drops them and refuses new ones (an outage), `resume()` ends that. */
      realtime: { pause: () => realtime.pause(), resume: () => realtime.resume() },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
