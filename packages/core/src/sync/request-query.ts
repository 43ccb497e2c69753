/**
 * How a client's query builder takes core's requests: the few builder calls
 * a read needs, written once so each client (the web app, the command line)
 * keeps only its HTTP library and its own error handling. Structural, so core
 * depends on no client library; supabase-js's builder fits it.
 */
import type { RowFilter, SelectRequest } from './server-protocol';

/** A builder's answer: the rows (or row) and an error. */
export type QueryAnswer = PromiseLike<{ data: unknown; error: { message: string } | null }>;

/** What of a query builder the requests use. */
export interface RequestQuery extends QueryAnswer {
  eq(column: string, value: unknown): RequestQuery;
  gt(column: string, value: unknown): RequestQuery;
  gte(column: string, value: unknown): RequestQuery;
  or(expression: string): RequestQuery;
  order(column: string): RequestQuery;
  limit(count: number): RequestQuery;
  maybeSingle(): QueryAnswer;
}

/** `query` narrowed by each of `filters`. */
export function withFilters(query: RequestQuery, filters: readonly RowFilter[]): RequestQuery {
  let next = query;
  for (const filter of filters) {
    next = filter.op === 'or' ? next.or(filter.expression) : next[filter.op](filter.column, filter.value);
  }
  return next;
}

/** A read's filters, order and page size applied to `query` (the builder's select of its columns). */
export function shapedSelect(query: RequestQuery, request: SelectRequest): RequestQuery {
  let next = withFilters(query, request.filters);
  for (const column of request.order) next = next.order(column);
  return request.limit === null ? next : next.limit(request.limit);
}
