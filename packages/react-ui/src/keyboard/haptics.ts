/**
 * Haptic feedback for the mobile keyboard through the Vibration API. Apple
 * devices are skipped (01 §9): their browsers lack the API or misreport it.
 */
export function canVibrate(nav: Pick<Navigator, 'userAgent'> & { vibrate?: unknown } = navigator): boolean {
  if (typeof nav.vibrate !== 'function') return false;
  return !/iPhone|iPad|iPod|Macintosh|Mac OS X/i.test(nav.userAgent);
}

/** Vibrates for `durationMs` (the keyboardHaptics setting: 0, 20, 40 or 60); 0 does nothing. */
export function vibrate(durationMs: number): void {
  if (durationMs <= 0 || !canVibrate()) return;
  navigator.vibrate(durationMs);
}
