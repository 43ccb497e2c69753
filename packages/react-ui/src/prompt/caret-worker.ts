/**
 * The gliding caret's worker: it draws the caret into an offscreen canvas laid
 * over the prompt's text, frame by frame while the caret glides.
 *
 * Why a worker: while an animation runs on the page, the browser draws the
 * page's frames on the display's clock, so a keystroke waits for the next one.
 * The caret glides for most of the time between two keys (01 §9), so nearly
 * every key waited. A canvas driven from a worker animates on its own, apart
 * from the page: the key's text is drawn at once and the glide follows.
 *
 * `caretWorker` is the worker's whole program, started from its own source
 * text (see glide-caret.ts), so it must not refer to anything outside itself.
 */
import type { CaretStyle } from '@typeshelf/core/settings';
import type { CharBox } from './caret-geometry';

/** What the page tells the worker. Boxes are in the text's content coordinates. */
export type CaretWorkerMessage =
  | { type: 'canvas'; canvas: OffscreenCanvas }
  /** The canvas's size in CSS pixels, the device's pixel ratio, and where the text's box starts on it. */
  | { type: 'size'; width: number; height: number; ratio: number; x: number; y: number }
  /** `easing`: the easing's distance at evenly spaced times from 0 to 1. */
  | { type: 'look'; color: string; style: CaretStyle; easing: number[] }
  /** The text's scroll offset: content coordinates minus it are canvas coordinates. */
  | { type: 'scroll'; x: number; y: number }
  /**
   * Glide to `box` over `ms` (jump when 0), or hide the caret (`box` null). `at` is when the page
   * placed it (ms since the epoch, as both clocks' origins differ): the glide starts then, in the
   * key's own frame, as the caret element's did, though the worker draws it from its next frame.
   */
  | { type: 'move'; box: CharBox | null; ms: number; blinking: boolean; at: number };

export function caretWorker(): void {
  // The worker's global scope, typed for what is used here (the package compiles against the DOM's types).
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent<CaretWorkerMessage>) => void) | null;
    requestAnimationFrame?: (callback: (now: number) => void) => number;
  };
  // Workers have animation frames where they have offscreen canvases in Chromium and Firefox;
  // elsewhere a timer at the display's usual rate stands in.
  const nextFrame =
    typeof scope.requestAnimationFrame === 'function'
      ? scope.requestAnimationFrame.bind(scope)
      : (callback: (now: number) => void) => Number(setTimeout(() => callback(performance.now()), 16));
  // Half the blink's period: the page's own caret is on for half a second, then off (prompt.css).
  const blinkMs = 500;
  let context: OffscreenCanvasRenderingContext2D | null = null;
  let canvas: OffscreenCanvas | null = null;
  let ratio = 1;
  let look = { color: '#000', style: 'line' as CaretStyle, easing: [0, 1] };
  let scroll = { x: 0, y: 0 };
  let origin = { x: 0, y: 0 };
  let from: CharBox | null = null;
  let to: CharBox | null = null;
  let start = 0;
  let duration = 0;
  let blinkOn = true;
  let blinkTimer: ReturnType<typeof setInterval> | undefined;
  /** The device-pixel area last painted, cleared before the next paint. */
  let painted: { x: number; y: number; width: number; height: number } | null = null;
  let frame = 0;

  const eased = (t: number): number => {
    const samples = look.easing;
    const at = Math.min(1, Math.max(0, t)) * (samples.length - 1);
    const i = Math.min(samples.length - 2, Math.floor(at));
    return samples[i]! + (samples[i + 1]! - samples[i]!) * (at - i);
  };

  /** Where the caret stands at `now`: on its way from `from` to `to`, or at `to`. */
  const boxAt = (now: number): CharBox | null => {
    if (!to || !from || duration <= 0) return to;
    const t = (now - start) / duration;
    if (t >= 1) return to;
    const e = eased(t);
    return {
      x: from.x + (to.x - from.x) * e,
      y: from.y + (to.y - from.y) * e,
      width: from.width + (to.width - from.width) * e,
      height: from.height + (to.height - from.height) * e,
    };
  };

  const paint = (now: number) => {
    if (!context) return;
    // An outline is drawn 2 px outside its box; the margin also covers rounding.
    if (painted) context.clearRect(painted.x, painted.y, painted.width, painted.height);
    painted = null;
    const box = boxAt(now);
    if (!box || !blinkOn) return;
    const x = Math.round((box.x - scroll.x + origin.x) * ratio);
    const y = Math.round((box.y - scroll.y + origin.y) * ratio);
    const width = Math.max(1, Math.round(box.width * ratio));
    const height = Math.max(1, Math.round(box.height * ratio));
    const margin = Math.ceil(3 * ratio);
    painted = { x: x - margin, y: y - margin, width: width + 2 * margin, height: height + 2 * margin };
    context.fillStyle = look.color;
    context.strokeStyle = look.color;
    switch (look.style) {
      case 'block':
        context.globalAlpha = 0.35;
        context.fillRect(x, y, width, height);
        context.globalAlpha = 1;
        break;
      case 'outline': {
        const line = Math.round(2 * ratio);
        context.lineWidth = line;
        context.strokeRect(x - line / 2, y - line / 2, width + line, height + line);
        break;
      }
      default:
        context.fillRect(x, y, width, height);
    }
  };

  const tick = (now: number) => {
    frame = 0;
    paint(now);
    if (to && from && now < start + duration) frame = nextFrame(tick);
  };
  const redraw = () => {
    if (frame === 0) frame = nextFrame(tick);
  };

  const blink = (on: boolean) => {
    if (on === (blinkTimer !== undefined)) return;
    clearInterval(blinkTimer);
    blinkTimer = undefined;
    blinkOn = true;
    if (on)
      blinkTimer = setInterval(() => {
        blinkOn = !blinkOn;
        redraw();
      }, blinkMs);
  };

  scope.onmessage = ({ data }) => {
    switch (data.type) {
      case 'canvas':
        canvas = data.canvas;
        context = canvas.getContext('2d');
        break;
      case 'size':
        if (!canvas) return;
        ratio = data.ratio;
        origin = { x: data.x, y: data.y };
        // A new size clears the canvas.
        canvas.width = Math.max(1, Math.round(data.width * ratio));
        canvas.height = Math.max(1, Math.round(data.height * ratio));
        painted = null;
        break;
      case 'look':
        look = { color: data.color, style: data.style, easing: data.easing };
        break;
      case 'scroll':
        scroll = { x: data.x, y: data.y };
        break;
      case 'move': {
        const now = Math.min(performance.now(), data.at - performance.timeOrigin);
        const current = boxAt(now);
        blink(data.blinking);
        const same =
          current !== null &&
          data.box !== null &&
          current.x === data.box.x &&
          current.y === data.box.y &&
          current.width === data.box.width &&
          current.height === data.box.height;
        if (!data.box || !current || data.ms <= 0 || same) {
          from = null;
          to = data.box;
        } else {
          from = current;
          to = data.box;
          start = now;
          duration = data.ms;
        }
        break;
      }
    }
    redraw();
  };
}
