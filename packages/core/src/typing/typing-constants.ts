/** Constants of the typing prompt (01 §9). */

/** A word is 5 characters. */
export const CHARS_PER_WORD = 5;
/** Maximum characters on one screen of the prompt. */
export const MAX_SCREEN_CHARS = 4000;
/** A gap between keystrokes longer than this is idle time, not typing. */
export const AFK_BOUNDARY_MS = 2000;
/** The time charged for an idle gap (and for the first keystroke of a session). */
export const AFK_PENALTY_MS = 500;
/** The prompt pauses this long after a paragraph ends. */
export const PAUSE_AFTER_PARAGRAPH_MS = 500;
/** The "saved" status flashes this long after a paragraph is saved. */
export const SAVED_FLASH_MS = 1000;
