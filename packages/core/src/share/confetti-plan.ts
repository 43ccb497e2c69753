/**
 * The book-complete confetti (01 §9) as data: 5 explosions of 300 particles
 * (100 on mobile) plus 150 letters (80 on mobile), one every 750 ms. The shell
 * plays the bursts with a confetti library; with reduced motion it plays none.
 */
import { seededHash } from '../library/seeded-hash';

export const CONFETTI = {
  explosions: 5,
  intervalMs: 750,
  particles: { desktop: 300, mobile: 100 },
  letters: { desktop: 150, mobile: 80 },
} as const;

/** One explosion: when (ms after the start), where (0..1 of the window), how many. */
export interface ConfettiBurst {
  at: number;
  origin: { x: number; y: number };
  particles: number;
  letters: number;
}

/** The bursts to play; none when the user asked for reduced motion. Origins come from `seed`. */
export function confettiPlan(options: {
  mobile: boolean;
  reducedMotion: boolean;
  seed: number;
}): ConfettiBurst[] {
  if (options.reducedMotion) return [];
  const size = options.mobile ? 'mobile' : 'desktop';
  const unit = (n: number) => (seededHash(options.seed, `confetti:${n}`) % 1000) / 1000;
  return Array.from({ length: CONFETTI.explosions }, (_, i) => ({
    at: i * CONFETTI.intervalMs,
    origin: { x: 0.15 + unit(2 * i) * 0.7, y: 0.2 + unit(2 * i + 1) * 0.4 },
    particles: CONFETTI.particles[size],
    letters: CONFETTI.letters[size],
  }));
}
