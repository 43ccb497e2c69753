/**
 * The signed-out session, in a file of its own: the web app's start-up code
 * starts from it, and importing it from the session's transition would carry
 * the transition and the username rules (with their transliteration table)
 * into every page's first load. Typed as the one member of `SessionState` it
 * is, so this file needs nothing of the transition's.
 */
export const SIGNED_OUT: { readonly status: 'signed-out' } = { status: 'signed-out' };
