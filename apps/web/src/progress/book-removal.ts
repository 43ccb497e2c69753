/**
 * Core's rules for a custom book removed for good, in a chunk of their own:
 * the records' part (`profile-progress.ts`) loads with every chapter the
 * prompt opens, and a removal is never on a save's way.
 */
export { removeBookProgress } from '@typeshelf/core/progress';
