import { EASINGS } from '@typeshelf/core/caret';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaretWorkerMessage } from './caret-worker';
import { createGlideCaret } from './glide-caret';

/** A stand-in for the worker: it keeps what the page posts. */
class RecordingWorker {
  static last: RecordingWorker | null = null;
  posted: CaretWorkerMessage[] = [];
  terminated = false;
  constructor(readonly url: string) {
    RecordingWorker.last = this;
  }
  postMessage(message: CaretWorkerMessage) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

const { createObjectURL, revokeObjectURL } = URL;

function withOffscreenCanvas() {
  vi.stubGlobal('Worker', RecordingWorker);
  Object.defineProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen', {
    configurable: true,
    value: () => ({ offscreen: true }),
  });
  URL.createObjectURL = () => 'blob:caret';
  URL.revokeObjectURL = () => {};
}

function textBox() {
  const stage = document.createElement('div');
  const box = document.createElement('section');
  stage.append(box);
  document.body.append(stage);
  return { stage, box };
}

const types = () => RecordingWorker.last?.posted.map((m) => m.type) ?? [];

describe('createGlideCaret', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (HTMLCanvasElement.prototype as { transferControlToOffscreen?: unknown })
      .transferControlToOffscreen;
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    document.body.replaceChildren();
  });

  it('is not made where a canvas cannot go to a worker, so the page draws the caret', () => {
    expect(createGlideCaret(textBox().box)).toBeNull();
  });

  it('lays its canvas after the text and hands it to the worker', () => {
    withOffscreenCanvas();
    const { stage, box } = textBox();
    const glide = createGlideCaret(box);
    expect(glide).not.toBeNull();
    const canvas = stage.querySelector('canvas');
    expect(box.nextElementSibling).toBe(canvas);
    expect(canvas?.getAttribute('aria-hidden')).toBe('true');
    expect(canvas?.dataset.caret).toBe('hidden');
    expect(types()).toEqual(['canvas']);
  });

  it('tells the worker only what changed', () => {
    withOffscreenCanvas();
    const { box } = textBox();
    const glide = createGlideCaret(box)!;
    glide.fit(box);
    glide.fit(box);
    glide.look('rgb(1, 2, 3)', 'line', 'ease-in');
    glide.look('rgb(1, 2, 3)', 'line', 'ease-in');
    glide.scroll(0, 40);
    glide.scroll(0, 40);
    glide.move({ x: 1, y: 2, width: 2, height: 20 }, 100, false);
    glide.move({ x: 1, y: 2, width: 2, height: 20 }, 100, false);
    expect(types()).toEqual(['canvas', 'size', 'look', 'scroll', 'move']);

    glide.move({ x: 1, y: 2, width: 2, height: 20 }, 100, true);
    glide.look('rgb(1, 2, 3)', 'block', 'ease-in');
    glide.scroll(0, 80);
    expect(types().slice(5)).toEqual(['move', 'look', 'scroll']);
  });

  it("sends the easing as samples of core's curve", () => {
    withOffscreenCanvas();
    const { box } = textBox();
    createGlideCaret(box)!.look('red', 'line', 'ease-out');
    const look = RecordingWorker.last?.posted.find((m) => m.type === 'look');
    expect(look?.type === 'look' && look.easing).toEqual(
      Array.from({ length: 65 }, (_, i) => EASINGS['ease-out'](i / 64)),
    );
  });

  it('marks the canvas while no caret is drawn, and clears up after itself', () => {
    withOffscreenCanvas();
    const { stage, box } = textBox();
    const glide = createGlideCaret(box)!;
    const canvas = stage.querySelector('canvas')!;
    glide.move({ x: 1, y: 2, width: 2, height: 20 }, 100, false);
    expect(canvas.dataset.caret).toBeUndefined();
    glide.move(null, 0, false);
    expect(canvas.dataset.caret).toBe('hidden');
    glide.dispose();
    expect(RecordingWorker.last?.terminated).toBe(true);
    expect(stage.querySelector('canvas')).toBeNull();
  });
});
