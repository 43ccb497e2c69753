/**
 * @typeshelf/core — the framework-free heart of Typeshelf. No React, no DOM,
 * no Node built-ins, no clock and no randomness read directly.
 */
export { VERSION } from './version';
