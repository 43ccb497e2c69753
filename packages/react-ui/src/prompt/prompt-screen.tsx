import { caretDuration, EASING_CSS } from '@typeshelf/core/caret';
import type { CaretEasing, CaretSpeedOption, CaretStyle } from '@typeshelf/core/settings';
import { inlineDirection } from '@typeshelf/core/text';
import type { ParagraphView, PromptController, PromptView } from '@typeshelf/core/typing';
import { memo, useLayoutEffect, useRef } from 'react';
import { caretRect, contentBox, measureChar, textOffsetAt } from './caret-geometry';
import type { GlideCaret } from './glide-caret';
import { whenIdle } from './idle-task';
import { lookStyle, type PromptLook } from './prompt-look';
import { createPromptPainter } from './prompt-painter';

/**
 * How far down the fixed-height box its last whole line ends, in px from the
 * box's top, for a box `full` px tall. Paragraph gaps are not whole lines, so
 * a box of N lines often cuts a line through; the box ends here instead
 * (`--prompt-clip`) and a margin makes up the rest of its height.
 */
function lastWholeLine(root: HTMLElement, top: number, full: number): number {
  const bottom = top + full;
  for (const p of root.querySelectorAll<HTMLElement>(':scope > [data-paragraph]')) {
    const rect = p.getBoundingClientRect();
    if (rect.top >= bottom) break;
    if (rect.bottom <= bottom) continue;
    const pitch = Number.parseFloat(getComputedStyle(p).lineHeight);
    if (!(pitch > 0)) break;
    return Math.max(0, rect.top + Math.floor((bottom - rect.top) / pitch) * pitch - top);
  }
  return full;
}

/**
 * The latest a tidy waits for an idle moment after the key's frame: well under the gap between two
 * keys of a fast typist (120 ms at 100 wpm), so the next key finds its word split.
 */
const TIDY_WITHIN_MS = 40;

/** What counts as the typist's first input on the page (the gliding caret loads with it). */
const FIRST_INPUT = ['keydown', 'beforeinput', 'pointerdown'] as const;

/** Where the active line sits when line scrolling is on. */
export type ScrollPosition = 'top' | 'middle' | 'bottom';

export interface PromptScreenProps {
  /** The prompt the screen draws; it follows the view itself, so a key renders no component. */
  prompt: Pick<PromptController, 'subscribe' | 'getSnapshot'>;
  look: PromptLook;
  caretStyle: CaretStyle;
  /** The caret's glide speed setting; the glide time of each move follows the engine's caret timing. */
  caretSpeed: CaretSpeedOption;
  caretEasing: CaretEasing;
  rtl: boolean;
  /** Text box height in lines; null lets the screen grow. */
  heightLines: number | null;
  /** Scroll by whole lines keeping the caret line at `scrollPosition`. */
  lineScrolling: boolean;
  scrollPosition: ScrollPosition;
  /** BCP 47 language of the text, for hyphenation and screen readers. */
  lang: string;
  /** A click or middle click on a character. */
  onCharPointer?: (paragraph: number, index: number, button: 'primary' | 'middle') => void;
}

const SCROLL_FRACTION: Record<ScrollPosition, number> = { top: 0, middle: 1 / 3, bottom: 2 / 3 };

/**
 * The prompt's text: the current screen's paragraphs and the caret. React
 * draws the box; the paragraphs are drawn by the prompt painter straight from
 * each new view, inside the key's own event, and the caret is placed in the
 * next animation frame, the one that paints the key: one layout read (the one
 * that frame needs anyway) and one transform write, however many keys arrived.
 */
export const PromptScreen = memo(function PromptScreen(props: PromptScreenProps) {
  const { prompt, look, caretStyle, rtl, heightLines, lang, onCharPointer } = props;
  const box = useRef<HTMLElement>(null);
  const caretEl = useRef<HTMLDivElement>(null);

  const frame = useRef(0);
  const glideCaret = useRef<GlideCaret | null>(null);
  const reducedMotion = useRef<MediaQueryList | null>(null);
  // The placement reads the latest props and view; a font that finishes loading or a box that
  // changes size (zoom, a narrower window) lays the text out again, so it places the caret too.
  const place = useRef<() => void>(() => {});
  place.current = () => {
    const root = box.current;
    const el = caretEl.current;
    if (!root || !el) return;
    const view = prompt.getSnapshot();
    const { caret } = view;
    const blinking = view.status !== 'active';
    if ((el.dataset.blinking === 'true') !== blinking) {
      if (blinking) el.dataset.blinking = 'true';
      else delete el.dataset.blinking;
    }
    const target = caret ? (painter.current?.locate(caret.paragraph, caret.index) ?? null) : null;
    const measured = measureChar(root, target);
    const glide = glideCaret.current;
    if (!measured) {
      hide(el, true);
      glide?.move(null, 0, blinking);
      return;
    }
    if (heightLines !== null) {
      // Content coordinates do not change with scrolling, so one measurement serves both. The box
      // scrolls as one of its full height would: the clip only hides a cut line at its foot.
      const rootRect = root.getBoundingClientRect();
      const height = rootRect.height + Number.parseFloat(getComputedStyle(root).marginBottom);
      const line = measured.height;
      const scrollTo = (y: number) => {
        root.scrollTop = Math.max(0, Math.min(y, root.scrollHeight - height));
      };
      if (props.lineScrolling) {
        scrollTo(measured.y - Math.round((height * SCROLL_FRACTION[props.scrollPosition]) / line) * line);
      } else if (measured.y < root.scrollTop || measured.y + line > root.scrollTop + height) {
        // The line before the caret's stays in view, but not across a paragraph's start: there a
        // line's height above the caret is the gap between paragraphs and the foot of the previous
        // paragraph's last line, which the box's top edge would cut.
        const paragraph = target?.el.closest('[data-paragraph]');
        const start = paragraph ? contentBox(root, paragraph.getBoundingClientRect()).y : 0;
        scrollTo(Math.max(measured.y - line, Math.min(start, measured.y)));
      }
      const clip = `${lastWholeLine(root, rootRect.top, height)}px`;
      if (root.style.getPropertyValue('--prompt-clip') !== clip)
        root.style.setProperty('--prompt-clip', clip);
    }
    // The bar stands on the side the character starts from: a Latin name or a number inside
    // a right-to-left paragraph starts on its left.
    const caretParagraph = caret ? view.paragraphs.find((p) => p.index === caret.paragraph) : undefined;
    const near = caretParagraph && caret ? charsNear(caretParagraph, caret.index) : { chars: [], index: 0 };
    const charRtl = inlineDirection(near.chars, near.index, rtl ? 'rtl' : 'ltr') === 'rtl';
    const rect = caretRect(measured, caretStyle, charRtl);
    const ms = reducedMotion.current?.matches
      ? 0
      : caretDuration(props.caretSpeed, view.recentWpm, view.typedChars);
    if (glide && ms > 0) {
      // The glide is drawn off the page (glide-caret.ts), so the page's frames stay free for keys.
      hide(el, true);
      glide.fit(root);
      glide.look(getComputedStyle(el).color, caretStyle, props.caretEasing);
      glide.scroll(root.scrollLeft, root.scrollTop);
      glide.move(rect, ms, blinking);
      return;
    }
    // An instant caret is drawn by the page, in the key's own frame.
    glide?.move(null, 0, blinking);
    hide(el, false);
    el.style.width = `${rect.width}px`;
    el.style.height = `${rect.height}px`;
    el.style.transition = ms > 0 ? `transform ${ms}ms ${EASING_CSS[props.caretEasing]}` : 'none';
    el.style.transform = `translate(${rect.x}px, ${rect.y}px)`;
  };
  // One frame asked for at a time: keys faster than frames share it, and a key asks for nothing more.
  const framePending = useRef(false);
  const schedule = useRef(() => {
    if (framePending.current) return;
    framePending.current = true;
    frame.current = requestAnimationFrame(() => {
      framePending.current = false;
      place.current();
      // The tidy is asked for here, once the key's frame is drawn, not inside the key.
      if (tidyDue.current) scheduleTidy.current();
    });
  });
  const placeNow = useRef(() => {
    cancelAnimationFrame(frame.current);
    framePending.current = false;
    place.current();
  });

  // The gliding caret's canvas and worker load with the first key or touch on the page: a caret
  // standing still needs none of its code, and until it comes the page draws the caret (as for
  // an instant caret, with the same transition). Once made, it takes over the caret's placement.
  useLayoutEffect(() => {
    const root = box.current;
    if (!root) return;
    reducedMotion.current =
      typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
    let stop = () => {};
    let stopped = false;
    const loadGlide = () =>
      void import('./glide-caret').then(({ createGlideCaret }) => {
        if (stopped) return;
        const glide = createGlideCaret(root);
        if (!glide) return;
        glideCaret.current = glide;
        // The canvas lies over the text, so a scroll of the text (a wheel, a line scroll) moves its caret too.
        const scrolled = () => glide.scroll(root.scrollLeft, root.scrollTop);
        root.addEventListener('scroll', scrolled, { passive: true });
        stop = () => {
          root.removeEventListener('scroll', scrolled);
          glide.dispose();
          glideCaret.current = null;
        };
        schedule.current();
      });
    const load = () => {
      for (const type of FIRST_INPUT) window.removeEventListener(type, load, true);
      if (stopped) return;
      loadGlide();
    };
    for (const type of FIRST_INPUT) window.addEventListener(type, load, { capture: true, passive: true });
    return () => {
      stopped = true;
      for (const type of FIRST_INPUT) window.removeEventListener(type, load, true);
      stop();
    };
  }, []);

  // The painter follows the prompt from here on: each change of the view is drawn as it happens,
  // and tidied (words joined, the caret's word split) off the keys: a key only notes that a tidy is
  // due, and its frame asks for one in the page's next idle moment. That moment must come before
  // the next key, or the key splits its word itself (a few spans made, one removed: the slowest
  // keys of all); asked for inside the key with a long timeout, on a busy machine half the words'
  // first keys still found their word drawn as one.
  const paintLook = useRef(look);
  paintLook.current = look;
  const painter = useRef<ReturnType<typeof createPromptPainter> | null>(null);
  const tidyDue = useRef(false);
  const cancelTidy = useRef<(() => void) | null>(null);
  const scheduleTidy = useRef(() => {
    tidyDue.current = false;
    if (cancelTidy.current) return;
    cancelTidy.current = whenIdle(() => {
      cancelTidy.current = null;
      painter.current?.tidy(prompt.getSnapshot().caret);
    }, TIDY_WITHIN_MS);
  });
  useLayoutEffect(() => {
    const root = box.current;
    if (!root) return;
    const drawn = createPromptPainter(root, caretEl.current);
    painter.current = drawn;
    let shown: PromptView | null = null;
    const paint = () => {
      const view = prompt.getSnapshot();
      if (view === shown) return;
      shown = view;
      if (drawn.paint(view.paragraphs, paintLook.current)) tidyDue.current = true;
      schedule.current();
    };
    paint();
    // The first placement happens now, so the opened chapter shows its caret in its first frame.
    placeNow.current();
    if (tidyDue.current) scheduleTidy.current();
    const unsubscribe = prompt.subscribe(paint);
    return () => {
      unsubscribe();
      cancelTidy.current?.();
      cancelTidy.current = null;
      drawn.clear();
      painter.current = null;
    };
  }, [prompt]);

  // New settings (a look, a caret style, a height) draw and place again at once. Only then: a
  // placement reads the layout, which inside a key's event would lay the page out twice.
  const { caretSpeed, caretEasing, lineScrolling, scrollPosition } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the settings placement reads through `place`.
  useLayoutEffect(() => {
    painter.current?.paint(prompt.getSnapshot().paragraphs, look);
    scheduleTidy.current();
    placeNow.current();
  }, [prompt, look, caretStyle, caretSpeed, caretEasing, rtl, heightLines, lineScrolling, scrollPosition]);

  useLayoutEffect(() => {
    const root = box.current;
    const replace = schedule.current;
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    fonts?.addEventListener('loadingdone', replace);
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(replace);
    if (root) resize?.observe(root);
    return () => {
      fonts?.removeEventListener('loadingdone', replace);
      resize?.disconnect();
      cancelAnimationFrame(frame.current);
      framePending.current = false;
    };
  }, []);

  const style = {
    ...lookStyle(look),
    ...(heightLines === null ? {} : { '--prompt-lines': String(heightLines) }),
  } as React.CSSProperties;
  return (
    <section
      ref={box}
      className="prompt-text"
      // A named region: assistive technology finds the text to type among the page's other paragraphs.
      aria-label="Chapter text"
      dir={rtl ? 'rtl' : 'ltr'}
      lang={lang}
      data-fixed-height={heightLines !== null || undefined}
      style={style}
      // Keeps the focus on the prompt's input (and stops middle-click autoscroll).
      onMouseDown={(event) => event.preventDefault()}
      onMouseUp={(event) => {
        if (!onCharPointer || (event.button !== 0 && event.button !== 1)) return;
        const charEl = (event.target as HTMLElement).closest<HTMLElement>('[data-char]');
        const paragraphEl = charEl?.closest<HTMLElement>('[data-paragraph]');
        if (!charEl || !paragraphEl) return;
        const paragraph = Number(paragraphEl.dataset.paragraph);
        // A span may hold a whole word: the character is the one under the pointer.
        const offset = textOffsetAt(charEl, event.clientX, event.clientY);
        const index = painter.current?.indexAt(paragraph, charEl, offset) ?? Number(charEl.dataset.char);
        onCharPointer(paragraph, index, event.button === 1 ? 'middle' : 'primary');
      }}
    >
      <div ref={caretEl} className="prompt-caret" aria-hidden="true" data-caret-style={caretStyle} hidden />
    </section>
  );
});

/**
 * Shows or hides the caret element, writing only a change: the placement runs in every key's frame,
 * and setting `hidden` to the value it has still made the browser restyle the page before the
 * layout reads that follow.
 */
function hide(el: HTMLElement, hidden: boolean): void {
  if (el.hidden !== hidden) el.hidden = hidden;
}

/** How far either side of the caret its direction is looked for: a key never walks the whole paragraph. */
const DIRECTION_REACH = 256;

/** The characters of a paragraph within {@link DIRECTION_REACH} of `index`, and where `index` falls among them. */
function charsNear(paragraph: ParagraphView, index: number): { chars: string[]; index: number } {
  const from = Math.max(0, index - DIRECTION_REACH);
  const to = index + DIRECTION_REACH;
  const chars: string[] = [];
  const { words } = paragraph;
  // Words are sorted by start: the first one ending after `from`, by halves.
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]!.start + words[mid]!.chars.length > from) hi = mid;
    else lo = mid + 1;
  }
  for (let w = lo; w < words.length; w++) {
    const word = words[w]!;
    const end = word.start + word.chars.length;
    if (word.start >= to) break;
    for (let i = Math.max(from, word.start); i < Math.min(to, end); i++)
      chars.push(word.chars[i - word.start]!);
  }
  return { chars, index: index - from };
}
