// A server the stack spawned must not outlive the Node process that started
// it: however that process ends (process.exit, an uncaught error), the
// server is sent its shutdown signal on the way out.

/** Signals `child` with `signal` when this process exits; returns the function that stops guarding. */
export function stopWithProcess(child, signal) {
  const guard = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  process.once('exit', guard);
  const release = () => process.off('exit', guard);
  child.once('exit', release);
  return release;
}
