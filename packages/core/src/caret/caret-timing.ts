/**
 * How long the caret takes to glide to the next character (01 §9). Fixed
 * speeds are durations; `auto` follows the typist: the duration of one
 * character at (wpm + 20) words per minute, where wpm starts at 60 and is
 * blended towards the measured speed over the first 50 characters typed, so
 * the caret neither lags a fast start nor jumps on the first keystrokes.
 */
import type { CaretSpeedOption } from '../settings/settings-options';
import { CHARS_PER_WORD } from '../typing/typing-constants';

/** Fixed caret durations in ms. */
export const CARET_SPEEDS: Readonly<Record<Exclude<CaretSpeedOption, 'auto'>, number>> = {
  instant: 0,
  slow: 150,
  medium: 100,
  fast: 85,
  'very-fast': 50,
};

/** The speed assumed before anything is measured. */
export const AUTO_CARET_DEFAULT_WPM = 60;
/** Added to the speed so the caret stays slightly ahead of the typist. */
export const AUTO_CARET_WPM_BONUS = 20;
/** Characters over which the measured speed takes over from the default. */
export const AUTO_CARET_BLEND_CHARS = 50;

/** The wpm the auto caret follows after `typedChars` characters at a measured `wpm`. */
export function autoCaretWpm(wpm: number | null, typedChars: number): number {
  const measured = wpm !== null && Number.isFinite(wpm) && wpm > 0 ? wpm : AUTO_CARET_DEFAULT_WPM;
  const progress = Math.min(1, Math.max(0, typedChars / AUTO_CARET_BLEND_CHARS));
  return AUTO_CARET_DEFAULT_WPM + (measured - AUTO_CARET_DEFAULT_WPM) * progress + AUTO_CARET_WPM_BONUS;
}

/** Milliseconds per character at `wpm`. */
export function msPerChar(wpm: number): number {
  return 60000 / (wpm * CHARS_PER_WORD);
}

/**
 * The caret's move duration in ms for a speed setting; `wpm` is the
 * typist's recent speed (null when unknown) and `typedChars` how many
 * characters this session has typed.
 */
export function caretDuration(speed: CaretSpeedOption, wpm: number | null, typedChars: number): number {
  if (speed === 'auto') return msPerChar(autoCaretWpm(wpm, typedChars));
  return CARET_SPEEDS[speed];
}
