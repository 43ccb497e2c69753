import { DESKTOP_LAYOUTS, type DesktopLayoutId, parseRow } from './keyboard-layouts';

/** Where a character sits on a layout, and which modifiers type it. */
export interface KeyPosition {
  /** Stable key id: `r{row}k{index}` for printable keys, or a named key. */
  keyId: string;
  shift: boolean;
  altGr: boolean;
}

/** Named keys the component draws around the printable ones. */
export type NamedKey =
  | 'Backspace'
  | 'Tab'
  | 'CapsLock'
  | 'Enter'
  | 'ShiftLeft'
  | 'ShiftRight'
  | 'Space'
  | 'AltGr';

const cache = new Map<DesktopLayoutId, Map<string, KeyPosition>>();

/**
 * The key that types `char` on a layout. Space and the paragraph's newline
 * marker map to the space bar and Enter. Letters with diacritics that the
 * layout does not have fall back to their base letter's key ("é" → "e"), so
 * the indicator still points somewhere useful.
 */
export function findKey(layoutId: DesktopLayoutId, char: string): KeyPosition | null {
  if (char === ' ') return { keyId: 'Space', shift: false, altGr: false };
  if (char === '\n') return { keyId: 'Enter', shift: false, altGr: false };
  let table = cache.get(layoutId);
  if (!table) {
    table = buildTable(layoutId);
    cache.set(layoutId, table);
  }
  const direct = table.get(char);
  if (direct) return direct;
  const base = char.normalize('NFD').replace(/\p{M}+/gu, '');
  return base !== char && base.length > 0 ? (table.get(base) ?? null) : null;
}

function buildTable(layoutId: DesktopLayoutId): Map<string, KeyPosition> {
  const table = new Map<string, KeyPosition>();
  DESKTOP_LAYOUTS[layoutId].rows.forEach((row, r) => {
    parseRow(row).forEach((chars, k) => {
      const keyId = `r${r}k${k}`;
      chars.forEach((ch, level) => {
        // The first place a character appears wins: unshifted before shifted.
        if (table.has(ch)) return;
        table.set(ch, { keyId, shift: level % 2 === 1, altGr: level >= 2 });
      });
    });
  });
  return table;
}
