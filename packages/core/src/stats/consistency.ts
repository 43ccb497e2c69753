/**
 * Consistency: how even the typist's raw speed is from second to second.
 * con = kogasa(cv), where cv is the coefficient of variation (population
 * standard deviation / mean) of the per-second raw speeds, and
 * kogasa(x) = 100 · (1 − tanh(x + x³/3 + x⁵/5)): 100 for a perfectly even
 * pace, falling towards 0 as the spread reaches the mean.
 */

/** Maps a coefficient of variation (≥ 0) to a 0..100 score. */
export function kogasa(cv: number): number {
  if (!(cv > 0)) return 100;
  const x = cv + cv ** 3 / 3 + cv ** 5 / 5;
  return Math.min(100, Math.max(0, 100 * (1 - Math.tanh(x))));
}

/** Population coefficient of variation; 0 for fewer than two samples or a zero mean. */
export function coefficientOfVariation(samples: readonly number[]): number {
  if (samples.length < 2) return 0;
  const mean = samples.reduce((sum, x) => sum + x, 0) / samples.length;
  if (mean === 0) return 0;
  const variance = samples.reduce((sum, x) => sum + (x - mean) ** 2, 0) / samples.length;
  return Math.sqrt(variance) / mean;
}

/** Consistency 0..100 of per-second speeds. */
export function consistency(perSecondSpeeds: readonly number[]): number {
  return kogasa(coefficientOfVariation(perSecondSpeeds));
}
