/**
 * The signed-out session, in a file of its own: the web app's start-up code
 * starts from it, and importing it from the session's transition would carry
 * the transition and the username rules (with their transliteration table)
 * into every page's first load.
 */
import type { SessionState } from './account-session';

export const SIGNED_OUT: SessionState = { status: 'signed-out' };
