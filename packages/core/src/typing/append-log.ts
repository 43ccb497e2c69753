/**
 * An append-only sequence shared between successive engine states. A state
 * sees only the first `length` items; appending to the newest view pushes in
 * place (O(1)), while appending to an older view copies its prefix first, so
 * every state ever returned keeps seeing exactly its own items.
 */
export interface AppendLog<T> {
  /** Backing store; items at `length` and beyond belong to later states. */
  readonly items: readonly T[];
  readonly length: number;
}

/** A log with nothing in it. */
export function emptyLog<T>(): AppendLog<T> {
  return { items: [], length: 0 };
}

/** A log holding a copy of `items` (e.g. a stored log read back). */
export function logFrom<T>(items: readonly T[]): AppendLog<T> {
  return { items: [...items], length: items.length };
}

/** The log with `item` added at the end; `log` itself still sees only its own items. */
export function append<T>(log: AppendLog<T>, item: T): AppendLog<T> {
  const items = log.items.length === log.length ? (log.items as T[]) : log.items.slice(0, log.length);
  items.push(item);
  return { items, length: log.length + 1 };
}

/** The first `length` items of the log. */
export function truncate<T>(log: AppendLog<T>, length: number): AppendLog<T> {
  return { items: log.items, length: Math.max(0, Math.min(length, log.length)) };
}

/** The item at `index`, or undefined outside the visible items. */
export function itemAt<T>(log: AppendLog<T>, index: number): T | undefined {
  return index >= 0 && index < log.length ? log.items[index] : undefined;
}

/** A plain array copy of the visible items, e.g. to store or send the log. */
export function logToArray<T>(log: AppendLog<T>): T[] {
  return log.items.slice(0, log.length);
}
