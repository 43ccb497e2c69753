/**
 * Core's validation of stored settings, a chunk of its own: the settings
 * store loads it with the first read of the stored settings, and until then
 * screens show the defaults, so the app's start-up code carries neither the
 * checks nor the option tables they read.
 */
export { mergeSettings } from '@typeshelf/core/settings';
