// Supabase Realtime's `postgres_changes`, for the local stack: a websocket at
// /realtime/v1/websocket speaking the Phoenix channel protocol supabase-js
// uses (join with filters, heartbeats, replies, access token updates, change
// messages). The database announces every changed row of the
// `supabase_realtime` publication's tables (platform.sql's trigger, NOTIFY on
// `typeshelf_realtime`); for each subscriber the row is read again through
// PostgreSQL as that subscriber, with the claims of the token it joined
// with, so row level security decides who receives it, as Realtime's own
// check does. For development and tests only; production is a Supabase
// project with Realtime switched on for the publication's tables.
import pg from 'pg';
import { WebSocketServer } from 'ws';
import { asClaims } from './as-claims.mjs';
import { apiKeyOf, corsFor } from './gateway.mjs';
import {
  bindingHears,
  bindingsOf,
  changeMessage,
  decodeMessage,
  encodeMessage,
  filterSql,
  reply,
} from './realtime-protocol.mjs';

const CHANNEL = 'typeshelf_realtime';
/** Phoenix closes a socket that sent nothing, not even a heartbeat, for this long. */
const IDLE_MS = 60_000;
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

const quoteIdent = (name) => `"${String(name).replaceAll('"', '""')}"`;

export function createRealtime({ pool, connection, keys, allowedOrigins, log }) {
  const wss = new WebSocketServer({ noServer: true });
  const sockets = new Set();
  let listener = null;
  // Resolved by the first LISTEN in place: a change made before it would reach no subscriber.
  let heard;
  const listening = new Promise((resolve) => {
    heard = resolve;
  });
  let stopped = false;
  let paused = false;
  let nextId = 1;
  // Changes go out one at a time, so a subscriber hears a row's writes in their order.
  let queue = Promise.resolve();

  // The publication read at most once a second: changes go out one at a time, and a catalogue
  // query for each made a burst of writes (a test filling a table) delay every later change.
  let publication = null;
  let publicationAt = 0;
  function published() {
    if (publication === null || Date.now() - publicationAt > 1000) {
      publicationAt = Date.now();
      publication = readPublication().catch((error) => {
        publication = null;
        throw error;
      });
    }
    return publication;
  }

  /** The publication's tables with their columns as Realtime names their types. */
  async function readPublication() {
    const { rows } = await pool.query(
      `select p.schemaname as schema, p.tablename as table,
              json_agg(json_build_object('name', a.attname, 'type', t.typname) order by a.attnum) as columns
       from pg_publication_tables p
       join pg_attribute a on a.attrelid = format('%I.%I', p.schemaname, p.tablename)::regclass
         and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
       where p.pubname = 'supabase_realtime'
       group by p.schemaname, p.tablename`,
    );
    return rows;
  }

  /** The claims of a token, or of the role JWT when it is one of the project's API keys; null when neither. */
  async function claimsOf(token) {
    if (typeof token !== 'string' || token === '') return null;
    const claims = await keys.verify(keys.roleJwtFor(token) ?? token);
    return claims && API_ROLES.has(claims.role) ? claims : null;
  }

  const expired = (claims) => typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now();

  function send(state, message) {
    if (state.ws.readyState === state.ws.OPEN) state.ws.send(encodeMessage(state.version, message));
  }

  /** Ends a channel from the server's side with Realtime's system message, as when its token runs out. */
  function closeChannel(state, topic, channel, reason) {
    send(state, {
      joinRef: channel.joinRef,
      topic,
      event: 'system',
      payload: {
        status: 'error',
        extension: 'system',
        message: reason,
        channel: topic.replace(/^realtime:/, ''),
      },
    });
    send(state, { joinRef: channel.joinRef, ref: channel.joinRef, topic, event: 'phx_close', payload: {} });
    state.channels.delete(topic);
  }

  async function join(state, message) {
    const { config = {}, access_token: accessToken } = message.payload;
    const claims = await claimsOf(accessToken ?? state.apiKeyJwt);
    if (!claims || expired(claims)) {
      send(state, reply(message, 'error', { reason: 'Invalid token' }));
      return;
    }
    let bindings;
    try {
      bindings = bindingsOf(config.postgres_changes, await published(), () => nextId++);
    } catch (error) {
      send(state, reply(message, 'error', { reason: error.message }));
      return;
    }
    state.channels.set(message.topic, { joinRef: message.joinRef ?? message.ref, claims, bindings });
    send(
      state,
      reply(message, 'ok', {
        postgres_changes: bindings.map((binding) => ({ id: binding.id, ...binding.reply })),
      }),
    );
    if (bindings.length > 0)
      send(state, {
        joinRef: message.joinRef,
        topic: message.topic,
        event: 'system',
        payload: {
          status: 'ok',
          extension: 'postgres_changes',
          message: 'Subscribed to PostgreSQL',
          channel: message.topic.replace(/^realtime:/, ''),
        },
      });
  }

  async function accessToken(state, message) {
    const channel = state.channels.get(message.topic);
    if (!channel) return;
    const claims = await claimsOf(message.payload.access_token);
    if (!claims || expired(claims)) return closeChannel(state, message.topic, channel, 'Invalid token');
    channel.claims = claims;
  }

  async function receive(state, text) {
    let message;
    try {
      message = decodeMessage(text);
    } catch {
      return;
    }
    state.version = message.version;
    if (message.topic === 'phoenix' && message.event === 'heartbeat')
      return send(state, reply(message, 'ok'));
    switch (message.event) {
      case 'phx_join':
        return join(state, message);
      case 'access_token':
        return accessToken(state, message);
      case 'phx_leave': {
        const channel = state.channels.get(message.topic);
        state.channels.delete(message.topic);
        send(state, reply(message, 'ok'));
        if (channel)
          send(state, {
            joinRef: channel.joinRef,
            ref: channel.joinRef,
            topic: message.topic,
            event: 'phx_close',
            payload: {},
          });
        return;
      }
      default:
        // Broadcast and presence are not served here; answer so the client does not wait.
        if (message.ref !== null && message.ref !== undefined) send(state, reply(message, 'ok'));
    }
  }

  /** The row a change names, read as `claims` (null when row level security hides it), narrowed by `filter`. */
  async function rowAs(claims, change, filter) {
    const keyColumns = Object.keys(change.key);
    const values = keyColumns.map((column) => change.key[column]);
    const where = keyColumns.map((column, index) => `${quoteIdent(column)} = $${index + 1}`);
    if (filter) {
      where.push(filterSql(filter, values.length + 1));
      values.push(filter.value);
    }
    const sql = `select to_jsonb(t) as row from ${quoteIdent(change.schema)}.${quoteIdent(change.table)} t where ${where.join(' and ')}`;
    const { rows } = await asClaims(pool, claims, (client) => client.query(sql, values));
    return rows[0]?.row ?? null;
  }

  /** Sends one change to every channel with a binding that hears it and whose subscriber may select the row. */
  async function deliver(change) {
    // With no channel open anywhere there is no one to tell, and nothing to read.
    if (![...sockets].some((state) => state.channels.size > 0)) return;
    const tables = await published();
    const table = tables.find((entry) => entry.schema === change.schema && entry.table === change.table);
    if (!table) return;
    const work = [];
    for (const state of sockets)
      for (const [topic, channel] of state.channels) {
        const hearing = channel.bindings.filter((binding) => bindingHears(binding, change));
        if (hearing.length === 0) continue;
        if (expired(channel.claims)) {
          closeChannel(state, topic, channel, 'Token has expired');
          continue;
        }
        work.push(
          (async () => {
            const ids = [];
            let record = null;
            if (change.type === 'DELETE') {
              // Nothing is left to read as the subscriber: the key goes only to its owner (or the service role).
              const owner = Object.values(change.key).includes(channel.claims.sub);
              if (owner || channel.claims.role === 'service_role')
                for (const binding of hearing) ids.push(binding.id);
            } else {
              for (const binding of hearing) {
                const row = await rowAs(channel.claims, change, binding.filter);
                if (row) {
                  record = row;
                  ids.push(binding.id);
                }
              }
            }
            if (ids.length === 0) return;
            send(
              state,
              changeMessage({
                topic,
                joinRef: channel.joinRef,
                ids,
                change,
                columns: table.columns,
                record,
                oldRecord: change.type === 'UPDATE' ? (change.old_key ?? {}) : change.key,
              }),
            );
          })().catch((error) => log(`[realtime] ${change.schema}.${change.table}: ${error.message}`)),
        );
      }
    await Promise.all(work);
  }

  async function listen() {
    while (!stopped) {
      const client = new pg.Client(connection);
      try {
        await client.connect();
        client.on('notification', (note) => {
          if (note.channel !== CHANNEL || !note.payload) return;
          const change = JSON.parse(note.payload);
          queue = queue.then(() => deliver(change)).catch(() => {});
        });
        const ended = new Promise((resolve) => {
          client.once('end', resolve);
          client.once('error', resolve);
        });
        await client.query(`listen ${CHANNEL}`);
        listener = client;
        heard();
        await ended;
      } catch (error) {
        if (!stopped) log(`[realtime] listening to the database failed: ${error.message}`);
      }
      listener = null;
      await client.end().catch(() => {});
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  return {
    /**
     * Starts listening to the database; resolves once the first LISTEN is in
     * place (on a loaded machine that took more than the 2 s once waited, and
     * the first changes went to no one), or after 30 s with the retries going on.
     */
    async start() {
      void listen();
      let timer;
      await Promise.race([listening, new Promise((resolve) => (timer = setTimeout(resolve, 30_000)))]);
      clearTimeout(timer);
    },

    /** Takes over an upgrade request for /realtime/v1/websocket; false when the path is another. */
    handleUpgrade(req, socket, head, url) {
      if (url.pathname !== '/realtime/v1/websocket') return false;
      const refuse = (status, text) => {
        socket.end(`HTTP/1.1 ${status} ${text}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
      };
      if (paused) {
        refuse(503, 'Service Unavailable');
        return true;
      }
      if (!corsFor(req.headers.origin, allowedOrigins).allowed) {
        refuse(403, 'Forbidden');
        return true;
      }
      const apiKeyJwt = keys.roleJwtFor(apiKeyOf(req, url));
      if (!apiKeyJwt) {
        refuse(401, 'Unauthorized');
        return true;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        const state = {
          ws,
          apiKeyJwt,
          version: url.searchParams.get('vsn') === '2.0.0' ? 2 : 1,
          channels: new Map(),
        };
        sockets.add(state);
        let idle = setTimeout(() => ws.terminate(), IDLE_MS);
        ws.on('message', (data) => {
          clearTimeout(idle);
          idle = setTimeout(() => ws.terminate(), IDLE_MS);
          receive(state, data.toString()).catch((error) => log(`[realtime] ${error.stack ?? error}`));
        });
        ws.on('close', () => {
          clearTimeout(idle);
          sockets.delete(state);
        });
        ws.on('error', () => ws.terminate());
      });
      return true;
    },

    /** An outage: every connection dropped and new ones refused (clients keep retrying with their back-off). */
    pause() {
      paused = true;
      for (const state of sockets) state.ws.terminate();
    },

    resume() {
      paused = false;
    },

    async stop() {
      stopped = true;
      for (const state of sockets) state.ws.terminate();
      await listener?.end().catch(() => {});
      wss.close();
    },
  };
}
