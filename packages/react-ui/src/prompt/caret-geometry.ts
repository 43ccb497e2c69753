import type { CaretStyle } from '@typeshelf/core';

/** A character's box in px, in the coordinates of the prompt's scrolled content. */
export interface CharBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Measures the character element's box relative to `root`'s content (scroll
 * offset included, so scrolling does not move it). One layout read.
 */
export function measureChar(root: HTMLElement, charEl: HTMLElement | null): CharBox | null {
  if (!charEl) return null;
  const rootRect = root.getBoundingClientRect();
  const rect = charEl.getBoundingClientRect();
  return {
    x: rect.left - rootRect.left + root.scrollLeft,
    y: rect.top - rootRect.top + root.scrollTop,
    // A zero-width character (a combining mark) still gets a visible block caret.
    width: rect.width || rect.height / 2,
    height: rect.height,
  };
}

/**
 * The caret's rectangle for a style: a thin bar before the character (after
 * it in right-to-left runs), a block or outline over it, or a bar under it.
 */
export function caretRect(char: CharBox, style: CaretStyle, rtl: boolean): CharBox {
  switch (style) {
    case 'line': {
      const width = Math.max(2, Math.round(char.height / 14));
      return { x: rtl ? char.x + char.width - width : char.x, y: char.y, width, height: char.height };
    }
    case 'block':
    case 'outline':
      return char;
    case 'underline': {
      const height = Math.max(2, Math.round(char.height / 12));
      return { x: char.x, y: char.y + char.height - height, width: char.width, height };
    }
    default: {
      const never: never = style;
      return never;
    }
  }
}
