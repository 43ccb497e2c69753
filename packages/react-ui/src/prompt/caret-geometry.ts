import type { CaretStyle } from '@typeshelf/core/settings';

/** A character's box in px, in the coordinates of the prompt's scrolled content. */
export interface CharBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A character as drawn: its element and its UTF-16 range in the element's text. */
export interface CharTarget {
  el: HTMLElement;
  offset: number;
  length: number;
}

/**
 * Measures a character's box relative to `root`'s content (scroll offset
 * included, so scrolling does not move it): its element's box when it has an
 * element of its own, else a range over it in its word's text. One layout read.
 */
export function measureChar(root: HTMLElement, target: CharTarget | null): CharBox | null {
  if (!target) return null;
  const box = contentBox(root, charRect(target));
  // A zero-width character (a combining mark) still gets a visible block caret.
  return { ...box, width: box.width || box.height / 2 };
}

/** A viewport rectangle in the coordinates of `root`'s scrolled content. */
export function contentBox(root: HTMLElement, rect: DOMRect): CharBox {
  const rootRect = root.getBoundingClientRect();
  return {
    x: rect.left - rootRect.left + root.scrollLeft,
    y: rect.top - rootRect.top + root.scrollTop,
    width: rect.width,
    height: rect.height,
  };
}

function charRect({ el, offset, length }: CharTarget): DOMRect {
  const text = el.firstChild;
  if (offset === 0 && length === (el.textContent ?? '').length) return el.getBoundingClientRect();
  if (text?.nodeType !== 3) return el.getBoundingClientRect();
  const range = el.ownerDocument.createRange();
  range.setStart(text, offset);
  range.setEnd(text, offset + length);
  return range.getBoundingClientRect();
}

/**
 * The UTF-16 offset in `el`'s text under the point (x, y), or 0 when the
 * browser cannot tell (then the element's first character is taken).
 */
export function textOffsetAt(el: HTMLElement, x: number, y: number): number {
  const doc = el.ownerDocument as Document & {
    caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
  };
  const position = doc.caretPositionFromPoint?.(x, y);
  if (position) return position.offsetNode === el.firstChild ? position.offset : 0;
  const range = doc.caretRangeFromPoint?.(x, y);
  return range && range.startContainer === el.firstChild ? range.startOffset : 0;
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
