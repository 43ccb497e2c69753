// The parts of Supabase Realtime's websocket protocol the local stack speaks
// (Phoenix channels, as `@supabase/realtime-js` sends and expects them):
// message framing in both serializer versions, `postgres_changes` filters,
// and the shape of a change message. Pure: no sockets, no database.

/** Phoenix's serializer 2.0.0 frames a message as `[join_ref, ref, topic, event, payload]`; 1.0.0 as an object. */
export function decodeMessage(text) {
  const value = JSON.parse(text);
  if (Array.isArray(value)) {
    const [joinRef, ref, topic, event, payload] = value;
    return { version: 2, joinRef, ref, topic, event, payload: payload ?? {} };
  }
  const { join_ref: joinRef = null, ref = null, topic, event, payload } = value;
  return { version: 1, joinRef, ref, topic, event, payload: payload ?? {} };
}

export function encodeMessage(version, { joinRef = null, ref = null, topic, event, payload }) {
  if (version === 2) return JSON.stringify([joinRef, ref, topic, event, payload]);
  return JSON.stringify({ join_ref: joinRef, ref, topic, event, payload });
}

export const reply = (message, status, response = {}) => ({
  joinRef: message.joinRef,
  ref: message.ref,
  topic: message.topic,
  event: 'phx_reply',
  payload: { status, response },
});

/** The operators Realtime accepts in a `postgres_changes` filter (`column=op.value`), as SQL. */
const OPERATORS = { eq: '=', neq: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=', in: 'in' };

/**
 * A filter string such as `user_id=eq.1f…` as `{ column, op, value }` (for
 * `in`, `value` is the list), or null when it is no filter Realtime accepts.
 */
export function parseFilter(filter) {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s.exec(filter);
  if (!match) return null;
  const [, column, op, raw] = match;
  if (op !== 'in') return { column, op, value: raw };
  const list = /^\((.*)\)$/s.exec(raw);
  if (!list) return null;
  return {
    column,
    op,
    value: list[1].split(',').map((item) => item.trim().replace(/^"(.*)"$/s, '$1')),
  };
}

/** `where` SQL for a filter, its value at `$index`; the column is checked against the table's. */
export function filterSql(filter, index) {
  const column = `"${filter.column.replaceAll('"', '""')}"`;
  if (filter.op === 'in') return `${column} = any($${index})`;
  return `${column} ${OPERATORS[filter.op]} $${index}`;
}

/** The event kinds a binding asks for: `*` or one of INSERT, UPDATE, DELETE. */
const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);

/**
 * A join's `postgres_changes` bindings, checked: each gets the id the client
 * matches change messages by. Throws with Realtime's reason when one cannot
 * be served (an unknown event, a table outside the publication, a bad filter).
 */
export function bindingsOf(requested, published, nextId) {
  return (requested ?? []).map((binding) => {
    const event = String(binding.event ?? '*').toUpperCase();
    const schema = binding.schema ?? 'public';
    const table = binding.table ?? '*';
    if (!EVENTS.has(event)) throw new Error(`Invalid event ${binding.event}`);
    const tables = published.filter(
      (entry) => (schema === '*' || entry.schema === schema) && (table === '*' || entry.table === table),
    );
    if (tables.length === 0)
      throw new Error(
        `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [schema: ${schema}, table: ${table}, filters: ${binding.filter ?? ''}]`,
      );
    let filter = null;
    if (binding.filter !== undefined && binding.filter !== null && binding.filter !== '') {
      filter = parseFilter(binding.filter);
      if (!filter || !tables.every((entry) => entry.columns.some((column) => column.name === filter.column)))
        throw new Error(
          `Unable to subscribe to changes with given parameters: invalid filter ${binding.filter}`,
        );
    }
    return {
      id: nextId(),
      event,
      schema,
      table,
      filter,
      // Echoed back exactly as sent: the client compares them to its own bindings.
      reply: {
        event: binding.event,
        schema: binding.schema,
        table: binding.table,
        ...(binding.filter !== undefined ? { filter: binding.filter } : {}),
      },
    };
  });
}

/** Whether a binding listens to a change of this table and kind (its filter is checked against the row). */
export function bindingHears(binding, change) {
  return (
    (binding.schema === '*' || binding.schema === change.schema) &&
    (binding.table === '*' || binding.table === change.table) &&
    (binding.event === '*' || binding.event === change.type)
  );
}

/** The `postgres_changes` message for one change, to the bindings `ids` of one channel. */
export function changeMessage({ topic, joinRef, ids, change, columns, record, oldRecord }) {
  const data = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commit_timestamp,
    type: change.type,
    columns,
    errors: null,
  };
  if (change.type !== 'DELETE') data.record = record;
  if (change.type !== 'INSERT') data.old_record = oldRecord;
  return { joinRef, ref: null, topic, event: 'postgres_changes', payload: { ids, data } };
}
