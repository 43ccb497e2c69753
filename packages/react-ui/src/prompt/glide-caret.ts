/**
 * The gliding caret, drawn by a worker into a canvas laid over the prompt's
 * text (why: caret-worker.ts). The page measures where the caret goes, as for
 * the caret element; this object tells the worker, and only what changed.
 */
import { EASINGS } from '@typeshelf/core/caret';
import type { CaretEasing, CaretStyle } from '@typeshelf/core/settings';
import type { CharBox } from './caret-geometry';
import { type CaretWorkerMessage, caretWorker } from './caret-worker';

/** Samples of an easing sent to the worker, which interpolates between them. */
const EASING_SAMPLES = 64;

export interface GlideCaret {
  /** Lays the canvas over `box` (the text's element) when its place or size changed. */
  fit(box: HTMLElement): void;
  /** The colour (any CSS colour), style and easing the caret is drawn with. */
  look(color: string, style: CaretStyle, easing: CaretEasing): void;
  /** The text's scroll offset. */
  scroll(x: number, y: number): void;
  /** Glides to `box` (content coordinates) over `ms`, or hides the caret (null). */
  move(box: CharBox | null, ms: number, blinking: boolean): void;
  dispose(): void;
}

const sameBox = (a: CharBox | null, b: CharBox | null) =>
  a === b ||
  (a !== null && b !== null && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height);

/** True where a canvas can be handed to a worker (not in older browsers, nor in a test DOM). */
function canGlideOffPage(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof HTMLCanvasElement === 'function' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype &&
    typeof URL.createObjectURL === 'function'
  );
}

/**
 * Starts the worker and lays its canvas right after `box`, in the same
 * positioned parent. Returns null where that cannot be done; the page then
 * draws the caret itself.
 */
export function createGlideCaret(box: HTMLElement): GlideCaret | null {
  if (!canGlideOffPage()) return null;
  const canvas = box.ownerDocument.createElement('canvas');
  canvas.className = 'prompt-caret-canvas';
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.caret = 'hidden';
  const url = URL.createObjectURL(new Blob([`(${caretWorker.toString()})()`], { type: 'text/javascript' }));
  let worker: Worker;
  try {
    worker = new Worker(url);
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
  box.after(canvas);
  const offscreen = canvas.transferControlToOffscreen();
  const post = (message: CaretWorkerMessage, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);
  post({ type: 'canvas', canvas: offscreen }, [offscreen]);

  let size = '';
  let shown = '';
  let scrolled = '';
  let moved: { box: CharBox | null; blinking: boolean } | null = null;
  return {
    fit(target) {
      const ratio = target.ownerDocument.defaultView?.devicePixelRatio ?? 1;
      const { offsetLeft: left, offsetTop: top, offsetWidth: width, offsetHeight: height } = target;
      const next = `${left} ${top} ${width} ${height} ${ratio}`;
      if (next === size) return;
      size = next;
      canvas.style.left = `${left}px`;
      canvas.style.top = `${top}px`;
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
      // Offsets are whole pixels; a centred box may start half-way through one. The worker draws
      // the caret that far from the canvas's corner (one more layout read, only on a new size).
      const box = target.getBoundingClientRect();
      const laid = canvas.getBoundingClientRect();
      post({ type: 'size', width, height, ratio, x: box.left - laid.left, y: box.top - laid.top });
    },
    look(color, style, easing) {
      const next = `${color} ${style} ${easing}`;
      if (next === shown) return;
      shown = next;
      const curve = EASINGS[easing];
      const samples = Array.from({ length: EASING_SAMPLES + 1 }, (_, i) => curve(i / EASING_SAMPLES));
      post({ type: 'look', color, style, easing: samples });
    },
    scroll(x, y) {
      const next = `${x} ${y}`;
      if (next === scrolled) return;
      scrolled = next;
      post({ type: 'scroll', x, y });
    },
    move(target, ms, blinking) {
      if (moved && moved.blinking === blinking && sameBox(moved.box, target)) return;
      moved = { box: target, blinking };
      post({ type: 'move', box: target, ms, blinking, at: performance.timeOrigin + performance.now() });
      if ((target === null) !== (canvas.dataset.caret === 'hidden')) {
        if (target === null) canvas.dataset.caret = 'hidden';
        else delete canvas.dataset.caret;
      }
    },
    dispose() {
      worker.terminate();
      URL.revokeObjectURL(url);
      canvas.remove();
    },
  };
}
