import { EASINGS } from '@typeshelf/core/caret';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CaretWorkerMessage, caretWorker } from './caret-worker';

/** A worker scope and canvas that record what the worker draws, with frames run by hand. */
function startWorker({ animationFrames = true } = {}) {
  const frames: ((now: number) => void)[] = [];
  const scope: {
    onmessage: ((event: { data: CaretWorkerMessage }) => void) | null;
    requestAnimationFrame?: (callback: (now: number) => void) => number;
  } = { onmessage: null };
  if (animationFrames)
    scope.requestAnimationFrame = (callback) => {
      frames.push(callback);
      return frames.length;
    };
  vi.stubGlobal('self', scope);
  /** Every rectangle on the canvas now, in device pixels: [x, y, width, height, alpha]. */
  let shown: number[][] = [];
  let alpha = 1;
  const context = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    set globalAlpha(value: number) {
      alpha = value;
    },
    get globalAlpha() {
      return alpha;
    },
    clearRect(x: number, y: number, width: number, height: number) {
      shown = shown.filter(
        ([sx, sy, sw, sh]) => !(sx! >= x && sy! >= y && sx! + sw! <= x + width && sy! + sh! <= y + height),
      );
    },
    fillRect(x: number, y: number, width: number, height: number) {
      shown.push([x, y, width, height, alpha]);
    },
    strokeRect(x: number, y: number, width: number, height: number) {
      shown.push([x, y, width, height, -context.lineWidth]);
    },
  };
  const canvas = { width: 0, height: 0, getContext: () => context };
  caretWorker();
  /** Moves are placed now unless they say when. */
  type Sent = CaretWorkerMessage extends infer M
    ? M extends { type: 'move' }
      ? Omit<M, 'at'> & { at?: number }
      : M
    : never;
  const send = (data: Sent) => {
    const message = data.type === 'move' ? { at: performance.timeOrigin + performance.now(), ...data } : data;
    scope.onmessage?.({ data: message as CaretWorkerMessage });
  };
  send({ type: 'canvas', canvas: canvas as unknown as OffscreenCanvas });
  send({ type: 'size', width: 800, height: 300, ratio: 1, x: 0, y: 0 });
  const linear = Array.from({ length: 65 }, (_, i) => i / 64);
  send({ type: 'look', color: 'rgb(1, 2, 3)', style: 'line', easing: linear });
  return {
    send,
    canvas,
    context,
    shown: () => shown,
    /** Runs the frames requested so far at `now`; returns how many ran. */
    frame(now: number) {
      const due = frames.splice(0);
      for (const callback of due) callback(now);
      return due.length;
    },
  };
}

const box = (x: number, y: number) => ({ x, y, width: 2, height: 20 });

describe('caretWorker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['performance', 'setInterval', 'clearInterval', 'setTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('draws the first caret where it is sent, then glides the next move over its duration', () => {
    const w = startWorker();
    w.send({ type: 'move', box: box(10, 0), ms: 100, blinking: false });
    w.frame(performance.now());
    expect(w.shown()).toEqual([[10, 0, 2, 20, 1]]);
    expect(w.context.fillStyle).toBe('rgb(1, 2, 3)');

    const start = performance.now();
    w.send({ type: 'move', box: box(110, 0), ms: 100, blinking: false });
    w.frame(start + 25);
    expect(w.shown()).toEqual([[35, 0, 2, 20, 1]]);
    w.frame(start + 50);
    expect(w.shown()).toEqual([[60, 0, 2, 20, 1]]);
    w.frame(start + 100);
    expect(w.shown()).toEqual([[110, 0, 2, 20, 1]]);
    // The glide is over: no frame is asked for until the next move.
    expect(w.frame(start + 120)).toBe(0);
  });

  it('starts the glide when the page placed the caret, though it draws from its own next frame', () => {
    const w = startWorker();
    w.send({ type: 'move', box: box(0, 0), ms: 100, blinking: false });
    w.frame(performance.now());
    const placed = performance.now();
    vi.advanceTimersByTime(30);
    w.send({ type: 'move', box: box(100, 0), ms: 100, blinking: false, at: performance.timeOrigin + placed });
    w.frame(performance.now());
    expect(w.shown()).toEqual([[30, 0, 2, 20, 1]]);
  });

  it('follows the easing it is sent', () => {
    const w = startWorker();
    const samples = Array.from({ length: 65 }, (_, i) => EASINGS['ease-in'](i / 64));
    w.send({ type: 'look', color: 'red', style: 'line', easing: samples });
    w.send({ type: 'move', box: box(0, 0), ms: 100, blinking: false });
    w.frame(performance.now());
    const start = performance.now();
    w.send({ type: 'move', box: box(1000, 0), ms: 100, blinking: false });
    w.frame(start + 50);
    expect(w.shown()[0]![0]).toBe(Math.round(1000 * EASINGS['ease-in'](0.5)));
  });

  it('turns from where it is when a key comes mid-glide', () => {
    const w = startWorker();
    w.send({ type: 'move', box: box(0, 0), ms: 100, blinking: false });
    w.frame(performance.now());
    const start = performance.now();
    w.send({ type: 'move', box: box(100, 0), ms: 100, blinking: false });
    vi.advanceTimersByTime(50);
    w.send({ type: 'move', box: box(100, 40), ms: 100, blinking: false });
    w.frame(start + 50);
    expect(w.shown()).toEqual([[50, 0, 2, 20, 1]]);
    w.frame(start + 150);
    expect(w.shown()).toEqual([[100, 40, 2, 20, 1]]);
  });

  it('jumps when the move takes no time, and hides', () => {
    const w = startWorker();
    w.send({ type: 'move', box: box(0, 0), ms: 100, blinking: false });
    w.frame(performance.now());
    w.send({ type: 'move', box: box(300, 60), ms: 0, blinking: false });
    w.frame(performance.now());
    expect(w.shown()).toEqual([[300, 60, 2, 20, 1]]);
    w.send({ type: 'move', box: null, ms: 0, blinking: false });
    w.frame(performance.now());
    expect(w.shown()).toEqual([]);
  });

  it('draws in device pixels, shifted by the text scroll and where the text starts', () => {
    const w = startWorker();
    // The text's box starts half a pixel into the canvas.
    w.send({ type: 'size', width: 400, height: 100, ratio: 2, x: 0.5, y: 0 });
    expect([w.canvas.width, w.canvas.height]).toEqual([800, 200]);
    w.send({ type: 'scroll', x: 0, y: 30 });
    w.send({ type: 'move', box: { x: 10.25, y: 40, width: 2, height: 20 }, ms: 0, blinking: false });
    w.frame(performance.now());
    expect(w.shown()).toEqual([[22, 20, 4, 40, 1]]);
  });

  it('draws a block see-through and an outline around the character', () => {
    const w = startWorker();
    w.send({ type: 'look', color: 'red', style: 'block', easing: [0, 1] });
    w.send({ type: 'move', box: { x: 10, y: 0, width: 12, height: 20 }, ms: 0, blinking: false });
    w.frame(performance.now());
    expect(w.shown()).toEqual([[10, 0, 12, 20, 0.35]]);
    w.send({ type: 'look', color: 'red', style: 'outline', easing: [0, 1] });
    w.send({ type: 'move', box: { x: 40, y: 0, width: 12, height: 20 }, ms: 0, blinking: false });
    w.frame(performance.now());
    // A 2 px line outside the box, as the page's outline caret.
    expect(w.shown()).toEqual([[39, -1, 14, 22, -2]]);
  });

  it('draws on a timer where a worker has no animation frames', () => {
    const w = startWorker({ animationFrames: false });
    w.send({ type: 'move', box: box(10, 0), ms: 100, blinking: false });
    expect(w.shown()).toEqual([]);
    vi.advanceTimersByTime(16);
    expect(w.shown()).toEqual([[10, 0, 2, 20, 1]]);
    w.send({ type: 'move', box: box(110, 0), ms: 100, blinking: false });
    vi.advanceTimersByTime(48);
    expect(w.shown()[0]![0]).toBeGreaterThan(10);
    expect(w.shown()[0]![0]).toBeLessThan(110);
    vi.advanceTimersByTime(64);
    expect(w.shown()).toEqual([[110, 0, 2, 20, 1]]);
  });

  it('blinks half a second on, half off, while the prompt is paused', () => {
    const w = startWorker();
    w.send({ type: 'move', box: box(10, 0), ms: 100, blinking: true });
    w.frame(performance.now());
    expect(w.shown()).toHaveLength(1);
    vi.advanceTimersByTime(500);
    w.frame(performance.now());
    expect(w.shown()).toHaveLength(0);
    vi.advanceTimersByTime(500);
    w.frame(performance.now());
    expect(w.shown()).toHaveLength(1);
    // Typing again stops the blink, caret shown.
    w.send({ type: 'move', box: box(12, 0), ms: 0, blinking: false });
    vi.advanceTimersByTime(500);
    w.frame(performance.now());
    expect(w.shown()).toEqual([[12, 0, 2, 20, 1]]);
  });
});
