/**
 * Contract tests of the local stack's Realtime: supabase-js ~2.109's own
 * Realtime client subscribes to `postgres_changes` on the sync tables and
 * hears its account's inserts and updates, and never a row another account
 * wrote, because each row is read again as the subscriber (row level
 * security decides, as in Supabase). The raw frames are checked against
 * what the client sends and expects.
 */
import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { client, signedIn, signedInPro, stack } from './client';

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

const channels: { supabase: SupabaseClient; channel: RealtimeChannel }[] = [];
afterEach(async () => {
  for (const { supabase, channel } of channels.splice(0)) await supabase.removeChannel(channel);
});

/** Subscribes to a table's changes; resolves once Realtime confirmed the join, with what arrives. */
async function listen(supabase: SupabaseClient, table: string, filter?: string) {
  const changes: Change[] = [];
  // The join carries the signed-in user's token once the client has read it; a join sent before
  // that is the anon key's, and row level security rightly hides the user's rows from it.
  await supabase.realtime.setAuth();
  const channel = supabase
    .channel(`test-${table}-${Math.random()}`)
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) },
      (change) => changes.push(change as Change),
    );
  const status = await new Promise<string>((resolve) => channel.subscribe((state) => resolve(state)));
  channels.push({ supabase, channel });
  return { changes, status, channel };
}

async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const paragraph = (userId: string, timestamp: number, index = 0) => ({
  user_id: userId,
  book_id: 'live--book',
  chapter: 1,
  paragraph: index,
  wpm: 60,
  raw: 63,
  acc: 98,
  con: 90,
  time: 10_000,
  timestamp,
  read_at: 0,
  missed: [],
});

const upsert = (supabase: SupabaseClient, rows: unknown[]) =>
  supabase.from('paragraphs_typed').upsert(rows, { onConflict: 'user_id,book_id,chapter,paragraph' });

describe('Realtime postgres_changes', () => {
  it('a subscriber hears inserts and updates of its own rows, with the row', async () => {
    const a = await signedInPro('live-own');
    const id = a.user!.id;
    const { changes, status } = await listen(a.supabase, 'paragraphs_typed', `user_id=eq.${id}`);
    expect(status).toBe('SUBSCRIBED');

    expect((await upsert(a.supabase, [paragraph(id, 1000)])).error).toBeNull();
    await until(() => changes.length === 1);
    expect(changes[0]).toMatchObject({
      schema: 'public',
      table: 'paragraphs_typed',
      eventType: 'INSERT',
      new: { user_id: id, book_id: 'live--book', chapter: 1, paragraph: 0, timestamp: 1000, wpm: 60 },
    });
    expect(typeof changes[0]!.commit_timestamp).toBe('string');

    expect((await upsert(a.supabase, [paragraph(id, 2000)])).error).toBeNull();
    await until(() => changes.length === 2);
    expect(changes[1]).toMatchObject({ eventType: 'UPDATE', new: { user_id: id, timestamp: 2000 } });
    // A write the conflict rule refuses changes nothing, so nothing is announced.
    expect((await upsert(a.supabase, [paragraph(id, 500)])).error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changes).toHaveLength(2);
  });

  it('never sends another account’s row, filtered or not; the anon key hears nothing', async () => {
    const a = await signedInPro('live-a');
    const b = await signedInPro('live-b');
    const filtered = await listen(a.supabase, 'paragraphs_typed', `user_id=eq.${a.user!.id}`);
    const unfiltered = await listen(a.supabase, 'paragraphs_typed');
    // Asking for B's rows by name: the filter narrows, row level security still decides.
    const spying = await listen(a.supabase, 'paragraphs_typed', `user_id=eq.${b.user!.id}`);
    const anonymous = await listen(client(), 'paragraphs_typed');
    const own = await listen(b.supabase, 'paragraphs_typed', `user_id=eq.${b.user!.id}`);

    expect(
      (await upsert(b.supabase, [paragraph(b.user!.id, 1000), paragraph(b.user!.id, 1000, 1)])).error,
    ).toBeNull();
    await until(() => own.changes.length === 2);
    expect((await upsert(a.supabase, [paragraph(a.user!.id, 3000)])).error).toBeNull();
    await until(() => filtered.changes.length === 1 && unfiltered.changes.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));

    for (const { changes } of [filtered, unfiltered])
      expect(changes.map((change) => (change.new as { user_id: string }).user_id)).toEqual([a.user!.id]);
    expect(spying.changes).toEqual([]);
    expect(anonymous.changes).toEqual([]);
    expect(own.changes.every((change) => (change.new as { user_id: string }).user_id === b.user!.id)).toBe(
      true,
    );
  });

  it('hears every sync table: reading positions, settings, custom books', async () => {
    const a = await signedInPro('live-tables');
    const id = a.user!.id;
    const positions = await listen(a.supabase, 'reading_progress', `user_id=eq.${id}`);
    const settings = await listen(a.supabase, 'settings', `id=eq.${id}`);
    const books = await listen(a.supabase, 'custom_books', `user_id=eq.${id}`);
    expect([positions.status, settings.status, books.status]).toEqual([
      'SUBSCRIBED',
      'SUBSCRIBED',
      'SUBSCRIBED',
    ]);
    const position = await a.supabase
      .from('reading_progress')
      .upsert([{ user_id: id, book_id: 'live--book', chapter: 1, last_paragraph: 3, timestamp: 1000 }], {
        onConflict: 'user_id,book_id,chapter',
      });
    expect(position.error).toBeNull();
    await until(() => positions.changes.length === 1);
    expect(positions.changes[0]!.new).toMatchObject({ user_id: id, last_paragraph: 3 });
  });

  it('refuses a table outside the publication and a filter on a column the table lacks', async () => {
    const a = await signedIn('live-refused');
    expect((await listen(a.supabase, 'billing_items')).status).toBe('CHANNEL_ERROR');
    expect((await listen(a.supabase, 'paragraphs_typed', 'nope=eq.1')).status).toBe('CHANNEL_ERROR');
  });

  it('follows the access token: a refreshed one keeps the channel, a bad one closes it', async () => {
    const a = await signedInPro('live-token');
    const id = a.user!.id;
    const { changes, channel } = await listen(a.supabase, 'paragraphs_typed', `user_id=eq.${id}`);
    const refreshed = await a.supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    await a.supabase.realtime.setAuth(refreshed.data.session!.access_token);
    expect((await upsert(a.supabase, [paragraph(id, 1000)])).error).toBeNull();
    await until(() => changes.length === 1);

    await a.supabase.realtime.setAuth('not-a-token');
    await until(() => channel.state === 'closed');
    expect((await upsert(a.supabase, [paragraph(id, 2000)])).error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changes).toHaveLength(1);
  });
});

describe('Realtime frames', () => {
  /** A raw socket speaking serializer 2.0.0, as realtime-js does. */
  async function socket(apiKey = stack.anonKey) {
    const url = `${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${apiKey}&vsn=2.0.0`;
    const ws = new WebSocket(url);
    const frames: unknown[][] = [];
    ws.on('message', (data) => frames.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    return { ws, frames };
  }

  it('answers a heartbeat and a join the way realtime-js reads them', async () => {
    const { ws, frames } = await socket();
    ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));
    const config = {
      broadcast: { ack: false, self: false },
      presence: { key: '', enabled: false },
      postgres_changes: [
        { event: 'INSERT', schema: 'public', table: 'paragraphs_typed', filter: 'chapter=gt.0' },
      ],
      private: false,
    };
    ws.send(JSON.stringify(['2', '2', 'realtime:room', 'phx_join', { config, access_token: stack.anonKey }]));
    await until(() => frames.length >= 3);
    expect(frames[0]).toEqual([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    expect(frames[1]).toEqual([
      '2',
      '2',
      'realtime:room',
      'phx_reply',
      {
        status: 'ok',
        response: {
          postgres_changes: [
            {
              id: expect.any(Number),
              event: 'INSERT',
              schema: 'public',
              table: 'paragraphs_typed',
              filter: 'chapter=gt.0',
            },
          ],
        },
      },
    ]);
    expect(frames[2]).toMatchObject([
      '2',
      null,
      'realtime:room',
      'system',
      { status: 'ok', extension: 'postgres_changes' },
    ]);
    ws.send(JSON.stringify(['2', '3', 'realtime:room', 'phx_leave', {}]));
    await until(() => frames.length >= 5);
    expect(frames[3]).toEqual(['2', '3', 'realtime:room', 'phx_reply', { status: 'ok', response: {} }]);
    expect(frames[4]).toEqual(['2', '2', 'realtime:room', 'phx_close', {}]);
    ws.close();
  });

  it('refuses a connection without one of the project’s API keys', async () => {
    await expect(socket('not-a-key')).rejects.toThrow(/401/);
  });
});
