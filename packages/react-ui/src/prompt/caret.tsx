import { memo } from 'react';

/** The caret styles of the `caret` setting. */
export const CARET_STYLES = ['line', 'block', 'outline', 'underline', 'off'] as const;
export type CaretStyle = (typeof CARET_STYLES)[number];

/** The easings of the `caretEasing` setting (01 §9). */
export type CaretEasing = 'swing' | 'ease' | 'ease-in-out' | 'ease-in' | 'ease-out' | 'linear';

/** CSS timing functions for each easing; swing is jQuery's ½ − cos(πt)/2. */
export const CARET_EASING_CSS: Record<CaretEasing, string> = {
  swing: 'cubic-bezier(0.37, 0, 0.63, 1)',
  ease: 'ease',
  'ease-in-out': 'ease-in-out',
  'ease-in': 'ease-in',
  'ease-out': 'ease-out',
  linear: 'linear',
};

/** Where the caret sits, in px relative to the prompt's text box. */
export interface CaretBox {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Right-to-left text: a line caret sits on the character's right edge. */
  rtl: boolean;
}

export interface CaretProps {
  box: CaretBox | null;
  caretStyle: CaretStyle;
  /** Glide time from the engine's caret timing; 0 jumps. */
  durationMs: number;
  easing: CaretEasing;
  /** Blinks while the prompt is paused, like a text field's caret. */
  blinking: boolean;
}

/**
 * The prompt's caret: one absolutely positioned element moved by a CSS
 * transform, so moving it costs a composite, not a layout. Reduced motion
 * turns the glide off in the stylesheet.
 */
export const Caret = memo(function Caret({ box, caretStyle, durationMs, easing, blinking }: CaretProps) {
  if (!box || caretStyle === 'off') return null;
  const wide = caretStyle === 'block' || caretStyle === 'outline' || caretStyle === 'underline';
  const width = wide ? box.width : Math.max(2, Math.round(box.height / 14));
  const height = caretStyle === 'underline' ? Math.max(2, Math.round(box.height / 12)) : box.height;
  const y = caretStyle === 'underline' ? box.y + box.height - height : box.y;
  const x = box.rtl && !wide ? box.x + box.width - width : box.x;
  return (
    <div
      className="prompt-caret"
      aria-hidden="true"
      data-caret-style={caretStyle}
      data-blinking={blinking || undefined}
      style={{
        width,
        height,
        transform: `translate(${x}px, ${y}px)`,
        transition: durationMs > 0 ? `transform ${durationMs}ms ${CARET_EASING_CSS[easing]}` : 'none',
      }}
    />
  );
});

/**
 * Measures the caret box for the character at `index` inside `root`. RTL text
 * puts the caret on the character's right edge. One layout read per move.
 */
export function measureCaret(root: HTMLElement, charEl: HTMLElement | null, rtl: boolean): CaretBox | null {
  if (!charEl) return null;
  const rootRect = root.getBoundingClientRect();
  const rect = charEl.getBoundingClientRect();
  // A zero-width character (a combining mark) still gets a visible block caret.
  const width = rect.width || rect.height / 2;
  return {
    x: rect.left - rootRect.left + root.scrollLeft,
    y: rect.top - rootRect.top + root.scrollTop,
    width,
    height: rect.height,
    rtl,
  };
}
