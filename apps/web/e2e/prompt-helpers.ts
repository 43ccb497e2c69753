/**
 * Helpers for the prompt's browser tests: the catalogue's chapter text, a
 * recorder of the key events the page receives, and typing with real keys.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { cataloguePaths } from '@typeshelf/core/book';
import type { EngineEvent } from '@typeshelf/core/typing';

export const TUTORIAL = 'typeshelf--first-steps';

/** A catalogue chapter's paragraphs, read from the built catalogue in `public/`. */
export function catalogueChapter(bookId: string, chapterId: string): string[] {
  const file = new URL(`../public/${cataloguePaths.chapter(bookId, chapterId)}`, import.meta.url);
  return gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter((line) => line.length > 0);
}

export interface RecordedKey {
  key: string;
  t: number;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/**
 * Records every keydown the page sees, with the epoch timestamp the prompt
 * gives the engine (time origin + the event's own stamp, to the microsecond).
 */
export async function recordKeys(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const keys: unknown[] = [];
    (window as unknown as { __keys: unknown[] }).__keys = keys;
    window.addEventListener(
      'keydown',
      (event) => {
        keys.push({
          key: event.key,
          t: Math.round((performance.timeOrigin + event.timeStamp) * 1000) / 1000,
          ctrlKey: event.ctrlKey,
          altKey: event.altKey,
          metaKey: event.metaKey,
          shiftKey: event.shiftKey,
        });
      },
      true,
    );
  });
}

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock']);

/** The recorded keys as the engine events the prompt dispatched (modifiers alone never reach it). */
export async function recordedEvents(page: Page): Promise<EngineEvent[]> {
  const keys = await page.evaluate(() => (window as unknown as { __keys: RecordedKey[] }).__keys);
  return keys
    .filter((k) => !MODIFIERS.has(k.key))
    .map((k) => ({
      type: 'key' as const,
      key: k.key,
      timeStamp: k.t,
      ctrlKey: k.ctrlKey,
      altKey: k.altKey,
      metaKey: k.metaKey,
      shiftKey: k.shiftKey,
    }));
}

/** Types text with real key events, one key at a time. */
export async function typeText(page: Page, text: string, delay = 10): Promise<void> {
  await page.keyboard.type(text, { delay });
}

/** The prompt is ready when its first paragraph is drawn and the input has focus. */
export async function openPrompt(page: Page, bookId: string, chapterId: string): Promise<void> {
  await page.goto(`/prompt/${bookId}__${chapterId}`);
  await page.locator('.prompt-paragraph').first().waitFor();
  await page.getByLabel('Typing input').focus();
}

/**
 * The box of character `index` of a paragraph on the prompt. A word whose
 * characters look alike is drawn as one span, so the box is that of a range
 * over the character inside its span.
 */
export function charBox(
  page: Page,
  paragraph: number,
  index: number,
): Promise<{ x: number; y: number; width: number; height: number } | null> {
  return page.evaluate(
    ([paragraph, index]) => {
      const spans = [
        ...document.querySelectorAll<HTMLElement>(`[data-paragraph="${paragraph}"] [data-char]`),
      ];
      const el = spans.filter((span) => Number(span.dataset.char) <= index).at(-1);
      const text = el?.firstChild;
      if (!el || !text) return null;
      const chars = [...(el.textContent ?? '')];
      const skip = index - Number(el.dataset.char);
      if (skip >= chars.length) return null;
      const offset = chars.slice(0, skip).join('').length;
      const range = document.createRange();
      range.setStart(text, offset);
      range.setEnd(text, offset + chars[skip]!.length);
      const { x, y, width, height } = range.getBoundingClientRect();
      return { x, y, width, height };
    },
    [paragraph, index] as const,
  );
}

/** Clicks character `index` of a paragraph on the prompt, in its middle. */
export async function clickChar(
  page: Page,
  paragraph: number,
  index: number,
  button: 'left' | 'middle' = 'left',
): Promise<void> {
  const box = await charBox(page, paragraph, index);
  if (!box) throw new Error(`Character ${index} of paragraph ${paragraph} is not on the prompt.`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { button });
}

/** How many characters of a paragraph are drawn typed right, whether a span holds one or a word. */
export function charsTypedRight(page: Page, paragraph: number): Promise<number> {
  return page
    .locator(`[data-paragraph="${paragraph}"] .prompt-char:not(.prompt-newline)[data-state="c"]`)
    .evaluateAll((spans) => spans.reduce((sum, span) => sum + [...(span.textContent ?? '')].length, 0));
}

/**
 * Where the caret is drawn on screen, read from the page's pixels: the columns
 * and rows of the caret's colour in a screenshot of the area `around` (CSS
 * px), or null when none shows. The gliding caret is drawn on a canvas by a
 * worker, so its pixels are what the typist sees of it.
 */
export async function drawnCaret(
  page: Page,
  around: { x: number; y: number; width: number; height: number },
): Promise<{ left: number; right: number; top: number; bottom: number } | null> {
  const clip = {
    x: Math.max(0, Math.floor(around.x)),
    y: Math.max(0, Math.floor(around.y)),
    width: Math.ceil(around.width),
    height: Math.ceil(around.height),
  };
  const png = (await page.screenshot({ clip })).toString('base64');
  const found = await page.evaluate(async (png) => {
    const color = getComputedStyle(document.querySelector('.prompt-caret')!).color;
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).map(Number);
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let left = Infinity;
    let right = -Infinity;
    let top = Infinity;
    let bottom = -Infinity;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = 4 * (y * width + x);
        const near = Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 24;
        if (!near) continue;
        left = Math.min(left, x);
        right = Math.max(right, x + 1);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y + 1);
      }
    return left === Infinity ? null : { left, right, top, bottom };
  }, png);
  return (
    found && {
      left: clip.x + found.left,
      right: clip.x + found.right,
      top: clip.y + found.top,
      bottom: clip.y + found.bottom,
    }
  );
}
