/**
 * Plays core's confetti plan (01 §9) on a canvas with canvas-confetti, loaded
 * on demand: each burst is a spray of paper particles plus a spray of letters
 * drawn from text. Core decides how many and when; this only draws.
 */
import type { ConfettiBurst } from '@typeshelf/core/share';

/** The letters that fly with the paper: a typist's alphabet. */
const LETTERS = ['a', 'e', 'k', 'q', 's', 't', 'w', 'y'];

/**
 * Starts the bursts on `canvas`; `onBurst(n)` follows each one. Returns a stop
 * function that cancels the bursts still to come and clears the canvas.
 */
export function playConfetti(
  canvas: HTMLCanvasElement,
  bursts: readonly ConfettiBurst[],
  onBurst: (fired: number) => void,
): () => void {
  let stopped = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  let reset: (() => void) | null = null;
  void import('canvas-confetti').then(({ default: confetti }) => {
    if (stopped) return;
    // Drawn in a worker: thousands of particles would otherwise hold the page's main thread.
    const fire = confetti.create(canvas, { resize: true, useWorker: true });
    reset = () => fire.reset();
    const color = getComputedStyle(canvas).color;
    const letters = LETTERS.map((text) => confetti.shapeFromText({ text, scalar: 2, color }));
    bursts.forEach((burst, index) => {
      timers.push(
        setTimeout(() => {
          void fire({ particleCount: burst.particles, spread: 90, startVelocity: 45, origin: burst.origin });
          void fire({
            particleCount: burst.letters,
            spread: 120,
            startVelocity: 35,
            scalar: 2,
            flat: true,
            shapes: letters,
            origin: burst.origin,
          });
          onBurst(index + 1);
        }, burst.at),
      );
    });
  });
  return () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    reset?.();
  };
}
