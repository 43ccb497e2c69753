/**
 * Touch navigation between screens (01 §4): a swipe moves to another screen
 * when it travels more than 50 px and is mostly horizontal. Swiping left
 * (finger moving towards the left edge) shows the next screen, like turning a page.
 */

/** Minimum horizontal travel of a swipe, in px. */
export const SWIPE_THRESHOLD_PX = 50;

/** The screen a swipe of (dx, dy) px asks for, or null when it is no swipe. */
export function swipeDirection(dx: number, dy: number): 'previous' | 'next' | null {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}
