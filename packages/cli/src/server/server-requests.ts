/**
 * Core's server requests (its `server-protocol`) run through supabase-js: the
 * one place the command line turns a read or an upsert into HTTP. What is
 * read, with which filters, and where a write conflicts is core's.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  isPremiumRefusal,
  type RequestQuery,
  type SelectRequest,
  shapedSelect,
  type UpsertRequest,
} from '@typeshelf/core/sync';
import { CliError } from '../errors';

/**
 * A failed call: the spec's premium-only message when the server refused the
 * write for the account's plan (the database's check outranks the one made
 * before sending), else its synchronisation failure with the server's words.
 */
export function check(error: { message: string } | null, what: string): void {
  if (!error) return;
  if (isPremiumRefusal(error)) throw new CliError('not-premium');
  throw new CliError('server-failed', `${what}: ${error.message}`);
}

function built(client: SupabaseClient, request: SelectRequest): RequestQuery {
  return shapedSelect(client.from(request.table).select(request.columns) as unknown as RequestQuery, request);
}

/** The rows a read finds; `what` names it in a failure. */
export async function selectRows<Row>(
  client: SupabaseClient,
  request: SelectRequest,
  what: string,
): Promise<Row[]> {
  const { data, error } = await built(client, request);
  check(error, what);
  return (data ?? []) as Row[];
}

/** The one row a read finds, or null. */
export async function selectRow<Row>(
  client: SupabaseClient,
  request: SelectRequest,
  what: string,
): Promise<Row | null> {
  const { data, error } = await built(client, request).maybeSingle();
  check(error, what);
  return (data ?? null) as Row | null;
}

export async function upsertRows(
  client: SupabaseClient,
  request: UpsertRequest,
  what: string,
): Promise<void> {
  const { error } = await client.from(request.table).upsert(request.rows, { onConflict: request.onConflict });
  check(error, what);
}
