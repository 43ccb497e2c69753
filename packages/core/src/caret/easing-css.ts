/**
 * The easings as CSS, in a file apart from the easing functions: the prompt
 * draws its first caret with these, while the functions (and the gliding
 * caret they drive) load after the prompt's text.
 */
import type { CaretEasing } from '../settings/settings-options';

/** CSS `transition-timing-function` values by setting value. */
export const EASING_CSS: Readonly<Record<CaretEasing, string>> = {
  swing: 'cubic-bezier(0.37, 0, 0.63, 1)',
  ease: 'ease',
  'ease-in-out': 'ease-in-out',
  'ease-in': 'ease-in',
  'ease-out': 'ease-out',
  linear: 'linear',
};
