import { memo } from 'react';
import { findKey, type KeyPosition } from './key-lookup';
import { DESKTOP_LAYOUTS, type DesktopLayoutId, parseRow } from './keyboard-layouts';

/** Which keys the keyboard lights up: the next to press, the last pressed, or both. */
export type KeyboardIndicator = 'next' | 'last' | 'both';

export interface ScreenKeyboardProps {
  layout: DesktopLayoutId;
  /** The next character the text expects; null when nothing is left to type. */
  next: string | null;
  /** The character last typed (what the user pressed, not what was expected). */
  last: string | null;
  /** True when the last key was a mistake: it is drawn in the error state. */
  lastWasError: boolean;
  indicator: KeyboardIndicator;
  /** Draw key legends; off for blind practice. */
  keycaps: boolean;
  /** Bottom edge of each key in px (0, 2, 4, 6). */
  thickness: number;
  /** CSS font-family list of the key legends; the page's font when absent. */
  fontFamily?: string;
}

interface Marks {
  next: Set<string>;
  last: Set<string>;
}

function keysFor(layout: DesktopLayoutId, char: string | null): string[] {
  if (char === null) return [];
  const at: KeyPosition | null = findKey(layout, char);
  if (!at) return [];
  const ids = [at.keyId];
  // Touch typists press Shift with the hand that is not typing the letter.
  if (at.shift) ids.push(keyColumn(at.keyId) < 6 ? 'ShiftRight' : 'ShiftLeft');
  if (at.altGr) ids.push('AltGr');
  return ids;
}

function keyColumn(keyId: string): number {
  const match = /k(\d+)$/.exec(keyId);
  return match ? Number(match[1]) : 0;
}

/**
 * The desktop on-screen keyboard: a picture of the chosen layout lighting the
 * next key to press and/or the last key pressed. It is decorative for screen
 * readers (the prompt itself carries the text), so it is hidden from them.
 */
export const ScreenKeyboard = memo(function ScreenKeyboard(props: ScreenKeyboardProps) {
  const { layout, next, last, lastWasError, indicator, keycaps, thickness, fontFamily } = props;
  const def = DESKTOP_LAYOUTS[layout];
  const marks: Marks = {
    next: new Set(indicator === 'last' ? [] : keysFor(layout, next)),
    last: new Set(indicator === 'next' ? [] : keysFor(layout, last)),
  };
  const hasAltGr = def.rows.some((row) => parseRow(row).some((chars) => chars.length > 2));
  const rows = def.rows.map((row) => parseRow(row));
  const style = { '--key-thickness': `${thickness}px`, fontFamily } as React.CSSProperties;
  const named = (id: string, label: string, width: string) => (
    <Key key={id} id={id} label={label} width={width} marks={marks} error={lastWasError} keycaps={keycaps} />
  );
  const printable = (r: number) =>
    rows[r]!.map((chars, k) => {
      const id = `r${r}k${k}`;
      return (
        <Key
          key={id}
          id={id}
          label={chars[0] === chars[1]?.toLowerCase() ? chars[1]! : `${chars[1] ?? ''} ${chars[0]}`}
          width="1"
          marks={marks}
          error={lastWasError}
          keycaps={keycaps}
        />
      );
    });
  const iso = def.form === 'iso';
  return (
    <div className="screen-keyboard" data-layout={layout} aria-hidden="true" style={style}>
      <div className="kb-row">
        {printable(0)}
        {named('Backspace', 'Backspace', '2')}
      </div>
      <div className="kb-row">
        {named('Tab', 'Tab', '1.5')}
        {printable(1)}
        {iso ? named('Enter', 'Enter', '1.5') : null}
      </div>
      <div className="kb-row">
        {named('CapsLock', 'Caps', '1.75')}
        {printable(2)}
        {iso ? (
          <span className="kb-key kb-enter-tail" style={{ flexGrow: 1.25 }} />
        ) : (
          named('Enter', 'Enter', '2.25')
        )}
      </div>
      <div className="kb-row">
        {named('ShiftLeft', 'Shift', iso ? '1.25' : '2.25')}
        {printable(3)}
        {named('ShiftRight', 'Shift', '2.75')}
      </div>
      <div className="kb-row">
        {named('Space', '', '6.25')}
        {hasAltGr ? named('AltGr', 'AltGr', '1.25') : null}
      </div>
    </div>
  );
});

interface KeyProps {
  id: string;
  label: string;
  width: string;
  marks: Marks;
  error: boolean;
  keycaps: boolean;
}

function Key({ id, label, width, marks, error, keycaps }: KeyProps) {
  const isNext = marks.next.has(id);
  const isLast = marks.last.has(id);
  const state = isLast && error ? 'error' : isNext ? 'next' : isLast ? 'last' : undefined;
  return (
    <span className="kb-key" data-key={id} data-state={state} style={{ flexGrow: Number(width) }}>
      {keycaps ? label : null}
    </span>
  );
}
