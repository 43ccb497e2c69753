// A foreground process that runs the local stack the way `npm start` does
// (stopping it on SIGINT, SIGTERM and SIGHUP), for the tests that signal it.
// Prints one JSON line once the stack answers: its address and processes.
import { freePort, startStack } from '../local/stack.mjs';
import { exitOnStopSignals } from '../local/stop-signals.mjs';

let stack;
exitOnStopSignals(() => stack?.stop());
stack = await startStack({ dataDir: process.argv[2], port: await freePort(), durable: false, log: () => {} });
console.log(JSON.stringify({ url: stack.url, pids: stack.pids }));
