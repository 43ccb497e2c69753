import { VERSION } from '@typeshelf/core';
import { Command } from 'commander';

/** Builds the `typeshelf` command tree; each command calls a service, then renders. */
export function createProgram(): Command {
  return new Command('typeshelf')
    .description('Convert EPUBs to Typeshelf books and build the static catalogue.')
    .version(VERSION);
}
