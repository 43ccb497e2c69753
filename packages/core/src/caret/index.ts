/**
 * @typeshelf/core/caret — The caret: how it glides between characters, and
 * its easings.
 */
export {
  AUTO_CARET_BLEND_CHARS,
  AUTO_CARET_DEFAULT_WPM,
  AUTO_CARET_WPM_BONUS,
  autoCaretWpm,
  CARET_SPEEDS,
  caretDuration,
  msPerChar,
} from './caret-timing';
export { EASING_CSS } from './easing-css';
export { cubicBezier, EASINGS, type Easing } from './easings';
