/**
 * Colour bands for accuracy and consistency (01 §9, 02 §5). Pass the value
 * as shown (rounded), so the colour always agrees with the number beside it.
 */

export type StatBand = 'ok' | 'warning' | 'error';

/** Accuracy target in percent. */
export const ACCURACY_TARGET = 98;
/** Consistency target in percent. */
export const CONSISTENCY_TARGET = 80;

/** ≥ 98 ok, ≥ 95 warning, else error. */
export function accuracyBand(value: number): StatBand {
  if (value >= ACCURACY_TARGET) return 'ok';
  return value >= 95 ? 'warning' : 'error';
}

/** ≥ 80 ok, ≥ 60 warning, else error. */
export function consistencyBand(value: number): StatBand {
  if (value >= CONSISTENCY_TARGET) return 'ok';
  return value >= 60 ? 'warning' : 'error';
}
