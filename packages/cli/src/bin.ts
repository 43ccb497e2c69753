#!/usr/bin/env node
import { runCli } from './program';

// A reader that stops early (`typeshelf text book.epub | head`) closes the pipe: stop quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
});

await runCli(process.argv);
