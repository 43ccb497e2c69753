/** The version `--version` prints, in a module of its own so the rest of core loads only for the commands that use it. */
export { VERSION } from '@typeshelf/core';
