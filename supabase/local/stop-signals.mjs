// How `npm start` (and anything else that runs the stack in the foreground)
// ends: Ctrl+C reaches every process of the terminal's group, but SIGTERM (a
// process manager, `kill`) and SIGHUP reach only the process they are sent
// to, so it must stop PostgreSQL, PostgREST and Deno itself. Sent to `npm
// start`, SIGTERM reaches npm and the shell it ran the script in, which ends
// without passing it on, and SIGHUP ends npm alone: so this process also
// stops as if signalled when it is orphaned (its parent changes) or its
// parent is (npm, its grandparent, is gone; read from /proc where there is
// one). The first of these runs `stop` once and exits; a stop that hangs is
// cut short.
import { readFileSync } from 'node:fs';

export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** The parent of process `pid`, from /proc (Linux); null where it cannot be read. */
function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

export function exitOnStopSignals(stop, { graceMs = 15_000, parentCheckMs = 500 } = {}) {
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
  const parent = process.ppid;
  const grandparent = parentOf(parent);
  setInterval(() => {
    if (process.ppid !== parent || (grandparent !== null && parentOf(parent) !== grandparent)) onSignal();
  }, parentCheckMs).unref();
  return {
    get stopping() {
      return stopping;
    },
  };
}
