/**
 * A part of the app loaded on first use (a chunk and what is made from it),
 * kept once loaded. A load that failed (a chunk missing offline after an
 * update) is forgotten, so the next use asks for it again.
 */
export interface OnDemand<T> {
  /** The value, or null until it has loaded. */
  readonly current: T | null;
  /** Starts the load once; every call gets the same promise until it fails. */
  load(): Promise<T>;
}

export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let current: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    get current() {
      return current;
    },
    load() {
      if (loading === null) {
        const next = load().then((value) => {
          current = value;
          return value;
        });
        loading = next;
        next.catch(() => {
          if (loading === next) loading = null;
        });
      }
      return loading;
    },
  };
}
