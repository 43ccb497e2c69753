/**
 * The book-complete confetti: core's plan for this device, none with reduced
 * motion, played once when the canvas mounts. The canvas counts the bursts
 * it played in `data-bursts`.
 */
import { type ConfettiBurst, confettiPlan } from '@typeshelf/core/share';
import { useEffect, useMemo, useRef } from 'react';
import { sounds } from '../../settings/sounds/app-sounds';
import { playConfetti } from './confetti';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The bursts to play (empty when off) and the canvas to play them on. */
export function useConfetti(active: boolean, mobile: boolean) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const bursts: ConfettiBurst[] = useMemo(
    () => (active ? confettiPlan({ mobile, reducedMotion: reducedMotion(), seed: Date.now() }) : []),
    [active, mobile],
  );
  useEffect(() => {
    const el = canvas.current;
    if (!el || bursts.length === 0) return;
    // Each burst is a firework: its boom and, 200 ms later, its crackle (02 §9).
    return playConfetti(el, bursts, (fired) => {
      el.setAttribute('data-bursts', String(fired));
      sounds.firework();
    });
  }, [bursts]);
  return { canvas, playing: bursts.length > 0 };
}
