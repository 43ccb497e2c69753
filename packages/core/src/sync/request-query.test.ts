import { describe, expect, it } from 'vitest';
import { firstPage } from './pull-plan';
import { type RequestQuery, shapedSelect, withFilters } from './request-query';
import { pullPageRequest } from './server-protocol';

/** A builder that writes down each call, the way a client library's would chain them. */
function recorder(calls: string[]): RequestQuery {
  const call = (text: string): RequestQuery => {
    calls.push(text);
    return query;
  };
  const query: RequestQuery = {
    eq: (column, value) => call(`eq ${column} ${String(value)}`),
    gt: (column, value) => call(`gt ${column} ${String(value)}`),
    gte: (column, value) => call(`gte ${column} ${String(value)}`),
    or: (expression) => call(`or ${expression}`),
    order: (column) => call(`order ${column}`),
    limit: (count) => call(`limit ${count}`),
    maybeSingle: () => Promise.resolve({ data: null, error: null }),
    // biome-ignore lint/suspicious/noThenProperty: the builder is awaited like supabase-js's.
    then: (resolve) => Promise.resolve({ data: [], error: null }).then(resolve),
  };
  return query;
}

describe('request queries', () => {
  it('apply each filter in order, an or by its expression', () => {
    const calls: string[] = [];
    withFilters(recorder(calls), [
      { op: 'eq', column: 'user_id', value: 'u' },
      { op: 'or', expression: 'a.eq.1,b.eq.2' },
    ]);
    expect(calls).toEqual(['eq user_id u', 'or a.eq.1,b.eq.2']);
  });

  it("shape a pull page with core's filters, then its order, then its page size", () => {
    const calls: string[] = [];
    const request = pullPageRequest(firstPage('2026-11-28T00:00:00Z'));
    shapedSelect(recorder(calls), request);
    const orders = calls.filter((call) => call.startsWith('order '));
    expect(orders).toEqual(request.order.map((column) => `order ${column}`));
    expect(calls.at(-1)).toBe(`limit ${request.limit}`);
    expect(calls.length).toBe(request.filters.length + request.order.length + 1);
  });
});
