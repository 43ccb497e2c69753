/**
 * Runs `task` once the page is idle (within `timeout` ms at the latest), or
 * after a short delay where idle callbacks are missing (Safari). Returns the
 * function that cancels it.
 */
export function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 50);
  return () => clearTimeout(handle);
}
