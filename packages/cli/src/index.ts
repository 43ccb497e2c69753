/** @typeshelf/cli — the services behind the `typeshelf` command. */
export { createProgram } from './program';
