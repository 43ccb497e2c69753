// How `npm start` (and anything else that runs the stack in the foreground)
// ends: Ctrl+C reaches every process of the terminal's group, but SIGTERM (a
// process manager, `kill`) and SIGHUP (the terminal closing) reach only the
// Node process, so it must stop PostgreSQL, PostgREST and Deno itself. The
// first signal runs `stop` once and exits; a stop that hangs is cut short.

export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

export function exitOnStopSignals(stop, { graceMs = 15_000 } = {}) {
  let stopping = false;
  const onSignal = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), graceMs).unref();
    await Promise.resolve()
      .then(stop)
      .catch(() => {});
    process.exit(0);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  return {
    get stopping() {
      return stopping;
    },
  };
}
