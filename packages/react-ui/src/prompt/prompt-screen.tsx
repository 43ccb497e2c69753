import {
  type CaretEasing,
  type CaretStyle,
  EASING_CSS,
  inlineDirection,
  type ParagraphView,
} from '@typeshelf/core';
import { memo, useLayoutEffect, useRef } from 'react';
import { caretRect, measureChar } from './caret-geometry';
import { lookStyle, type PromptLook } from './prompt-look';
import { PromptParagraph } from './prompt-paragraph';

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

/** Where the active line sits when line scrolling is on. */
export type ScrollPosition = 'top' | 'middle' | 'bottom';

export interface PromptScreenProps {
  /** The screen's paragraphs, as core's `promptView` gives them. */
  paragraphs: readonly ParagraphView[];
  /** The caret's paragraph and character index; null hides it (reading mode, done). */
  caret: { paragraph: number; index: number } | null;
  look: PromptLook;
  caretStyle: CaretStyle;
  /** Glide time of the next caret move, from the engine's caret timing. */
  caretDurationMs: number;
  caretEasing: CaretEasing;
  /** The caret blinks while the prompt is paused. */
  paused: boolean;
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
 * The prompt's text: the current screen's paragraphs and the caret. The
 * caret is positioned imperatively as React commits (one layout read, one
 * transform write), so a keypress costs one render of the word being typed
 * and its frame shows the caret already gliding to the new place.
 */
export const PromptScreen = memo(function PromptScreen(props: PromptScreenProps) {
  const { paragraphs, caret, look, caretStyle, caretDurationMs, caretEasing, paused, rtl } = props;
  const { heightLines, lineScrolling, scrollPosition, lang, onCharPointer } = props;
  const box = useRef<HTMLElement>(null);
  const caretEl = useRef<HTMLDivElement>(null);

  const frame = useRef(0);
  // The placement reads the latest props; a font that finishes loading or a box that changes
  // size (zoom, a narrower window) lays the text out again without a render, so it re-places too.
  const place = useRef<() => void>(() => {});
  place.current = () => {
    const root = box.current;
    const el = caretEl.current;
    if (!root || !el) return;
    const paragraphEl = caret
      ? root.querySelector<HTMLElement>(`:scope > [data-paragraph="${caret.paragraph}"]`)
      : null;
    const target = paragraphEl?.querySelector<HTMLElement>(`[data-char="${caret?.index}"]`) ?? null;
    const measured = measureChar(root, target);
    if (!measured) {
      el.hidden = true;
      return;
    }
    el.hidden = false;
    if (heightLines !== null) {
      // Content coordinates do not change with scrolling, so one measurement serves both. The box
      // scrolls as one of its full height would: the clip only hides a cut line at its foot.
      const rootRect = root.getBoundingClientRect();
      const view = rootRect.height + Number.parseFloat(getComputedStyle(root).marginBottom);
      const line = measured.height;
      const scrollTo = (y: number) => {
        root.scrollTop = Math.max(0, Math.min(y, root.scrollHeight - view));
      };
      if (lineScrolling) {
        scrollTo(measured.y - Math.round((view * SCROLL_FRACTION[scrollPosition]) / line) * line);
      } else if (measured.y < root.scrollTop || measured.y + line > root.scrollTop + view) {
        scrollTo(measured.y - line);
      }
      const clip = `${lastWholeLine(root, rootRect.top, view)}px`;
      if (root.style.getPropertyValue('--prompt-clip') !== clip)
        root.style.setProperty('--prompt-clip', clip);
    }
    // The bar stands on the side the character starts from: a Latin name or a number inside
    // a right-to-left paragraph starts on its left.
    const caretParagraph = caret ? paragraphs.find((p) => p.index === caret.paragraph) : undefined;
    const chars = caretParagraph ? caretParagraph.words.flatMap((w) => w.chars) : [];
    const charRtl = inlineDirection(chars, caret?.index ?? 0, rtl ? 'rtl' : 'ltr') === 'rtl';
    const rect = caretRect(measured, caretStyle, charRtl);
    el.style.width = `${rect.width}px`;
    el.style.height = `${rect.height}px`;
    el.style.transition =
      caretDurationMs > 0 ? `transform ${caretDurationMs}ms ${EASING_CSS[caretEasing]}` : 'none';
    el.style.transform = `translate(${rect.x}px, ${rect.y}px)`;
  };
  // A render (a key, new settings) places the caret at once, so the key's own frame draws it
  // there and the glide starts with that frame rather than one later; the layout read here is
  // the one the frame needs anyway. A font load or a resize lays the text out again with no
  // render: those place it in the next animation frame, once however many arrive.
  const schedule = useRef(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => place.current());
  });
  useLayoutEffect(() => {
    cancelAnimationFrame(frame.current);
    place.current();
  });
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
        onCharPointer(
          Number(paragraphEl.dataset.paragraph),
          Number(charEl.dataset.char),
          event.button === 1 ? 'middle' : 'primary',
        );
      }}
    >
      {paragraphs.map((p) => (
        <PromptParagraph
          key={p.index}
          view={p}
          showTypos={look.showTypos}
          highlightIncorrectWords={look.highlightIncorrectWords}
          newlineIndicator={look.newlineIndicator}
        />
      ))}
      <div
        ref={caretEl}
        className="prompt-caret"
        aria-hidden="true"
        data-caret-style={caretStyle}
        data-blinking={paused || undefined}
        hidden
      />
    </section>
  );
});
