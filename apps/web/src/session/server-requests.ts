/**
 * Core's server requests (its `server-protocol`) run through supabase-js: the
 * one place the web app turns a read, an upsert or an update into HTTP. What
 * is read, with which filters, and where a write conflicts is core's.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  type RequestQuery,
  type SelectRequest,
  shapedSelect,
  type UpdateRequest,
  type UpsertRequest,
  withFilters,
} from '@typeshelf/core/sync';
import { writeError } from './server-refusal';

function failed(error: { message: string } | null): void {
  if (error) throw new Error(error.message);
}

function built(client: SupabaseClient, request: SelectRequest): RequestQuery {
  return shapedSelect(client.from(request.table).select(request.columns) as unknown as RequestQuery, request);
}

/** The rows a read finds. */
export async function selectRows<Row>(client: SupabaseClient, request: SelectRequest): Promise<Row[]> {
  const { data, error } = await built(client, request);
  failed(error);
  return (data ?? []) as Row[];
}

/** The one row a read finds, or null. */
export async function selectRow<Row>(client: SupabaseClient, request: SelectRequest): Promise<Row | null> {
  const { data, error } = await built(client, request).maybeSingle();
  failed(error);
  return (data ?? null) as Row | null;
}

export async function upsertRows(client: SupabaseClient, request: UpsertRequest): Promise<void> {
  const { error } = await client.from(request.table).upsert(request.rows, { onConflict: request.onConflict });
  if (error) throw writeError(error);
}

export async function updateRows(client: SupabaseClient, request: UpdateRequest): Promise<void> {
  const { error } = await withFilters(
    client.from(request.table).update(request.values) as unknown as RequestQuery,
    request.filters,
  );
  if (error) throw writeError(error);
}
