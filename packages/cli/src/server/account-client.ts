/**
 * The signed-in account the server commands act for (03 §4, §6): a
 * supabase-js client signed in with the e-mail and password, and whether the
 * account holds Pro. Only Pro stores data on the server; a failed premium
 * check counts as not Pro, as in the app.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { accountInfo, type BillingItem } from '@typeshelf/core/accounts';
import ws from 'ws';
import { CliError } from '../errors';

export interface ServerAccount {
  client: SupabaseClient;
  userId: string;
}

export interface Credentials {
  backend: string;
  anonKey: string;
  email: string;
  password: string;
}

/** Signs in; a refused sign-in is the spec's wrong-credentials message, no answer at all a connection failure. */
export async function signIn(credentials: Credentials): Promise<ServerAccount> {
  const client = createClient(credentials.backend, credentials.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // The client builds its realtime part even unused, and Node 20 has no WebSocket of its own.
    realtime: { transport: ws as never },
  });
  let result: Awaited<ReturnType<typeof client.auth.signInWithPassword>>;
  try {
    result = await client.auth.signInWithPassword({
      email: credentials.email,
      password: credentials.password,
    });
  } catch (error) {
    throw new CliError('server-unreachable', error instanceof Error ? error.message : null);
  }
  const { data, error } = result;
  if (error || !data.user) {
    // supabase-js reports a failed fetch as an auth error without a status.
    if (
      error &&
      (error.status === undefined || error.status === 0 || error.name === 'AuthRetryableFetchError')
    )
      throw new CliError('server-unreachable', error.message);
    throw new CliError('sign-in-failed');
  }
  return { client, userId: data.user.id };
}

/** Refuses an account without Pro (or whose status cannot be verified) with the spec's message. */
export async function requirePro(account: ServerAccount): Promise<void> {
  const { data, error } = await account.client.rpc('get_premium');
  const info = accountInfo(error ? null : ((data ?? []) as BillingItem[]));
  if (!info.isPremium) throw new CliError('not-premium');
}

/** Ends the session on the server, so the command leaves no live token behind. */
export async function signOut(account: ServerAccount): Promise<void> {
  await account.client.auth.signOut().catch(() => undefined);
}
