/**
 * Core's server requests (its `server-protocol`) run through supabase-js: the
 * one place the web app turns a read, an upsert or an update into HTTP. What
 * is read, with which filters, and where a write conflicts is core's.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RowFilter, SelectRequest, UpdateRequest, UpsertRequest } from '@typeshelf/core/sync';
import { writeError } from './server-refusal';

type Answer = PromiseLike<{ data: unknown; error: { message: string } | null }>;

/** What of supabase-js's query builder the requests use (its own generic types run too deep to follow here). */
interface Query extends Answer {
  eq(column: string, value: unknown): Query;
  gt(column: string, value: unknown): Query;
  gte(column: string, value: unknown): Query;
  or(expression: string): Query;
  order(column: string): Query;
  limit(count: number): Query;
  maybeSingle(): Answer;
}

function filtered(request: Query, filters: readonly RowFilter[]): Query {
  let next = request;
  for (const filter of filters) {
    next = filter.op === 'or' ? next.or(filter.expression) : next[filter.op](filter.column, filter.value);
  }
  return next;
}

function failed(error: { message: string } | null): void {
  if (error) throw new Error(error.message);
}

function built(client: SupabaseClient, request: SelectRequest): Query {
  let query = filtered(
    client.from(request.table).select(request.columns) as unknown as Query,
    request.filters,
  );
  for (const column of request.order) query = query.order(column);
  return request.limit === null ? query : query.limit(request.limit);
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
  const { error } = await filtered(
    client.from(request.table).update(request.values) as unknown as Query,
    request.filters,
  );
  if (error) throw writeError(error);
}
