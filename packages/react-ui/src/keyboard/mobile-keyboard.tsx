import { useState } from 'react';
import { vibrate } from './haptics';
import { MOBILE_LAYOUTS, MOBILE_MORE_LAYERS, type MobileLayoutId } from './keyboard-layouts';

/** What a mobile key press produces: a character, Backspace or Enter. */
export type MobileKeyPress = { type: 'char'; char: string } | { type: 'backspace' } | { type: 'enter' };

/** The layer the mobile keyboard shows. */
export type MobileLayer = 'main' | 'shift' | 'more' | 'more2';

export interface MobileKeyboardProps {
  layout: MobileLayoutId;
  onPress: (press: MobileKeyPress) => void;
  /** Vibration per key press in ms (keyboardHaptics: 0, 20, 40, 60). */
  haptics: number;
  /** Bottom edge of each key in px. */
  thickness: number;
  /** CSS font-family list of the key legends; the page's font when absent. */
  fontFamily?: string;
}

/** The layer after a layer key: shift and more toggle; the second symbol layer steps back to the first. */
export function nextLayer(current: MobileLayer, key: 'shift' | 'more'): MobileLayer {
  if (key === 'shift') {
    if (current === 'more') return 'more2';
    if (current === 'more2') return 'more';
    return current === 'shift' ? 'main' : 'shift';
  }
  return current === 'more' || current === 'more2' ? 'main' : 'more';
}

function rowsFor(layout: MobileLayoutId, layer: MobileLayer): readonly string[] {
  switch (layer) {
    case 'main':
      return MOBILE_LAYOUTS[layout].rows;
    case 'shift':
      return MOBILE_LAYOUTS[layout].rows.map((row) => row.toUpperCase());
    case 'more':
      return MOBILE_MORE_LAYERS[0]!;
    case 'more2':
      return MOBILE_MORE_LAYERS[1]!;
    default: {
      const never: never = layer;
      return never;
    }
  }
}

/**
 * The mobile on-screen keyboard, used to type instead of the system keyboard.
 * Shift and the symbols key switch layers; any other key press returns to the
 * main layer (01 §4). Buttons keep focus on the prompt (pointer down is
 * prevented) so the page never loses the typing focus.
 */
export function MobileKeyboard({ layout, onPress, haptics, thickness, fontFamily }: MobileKeyboardProps) {
  const [layer, setLayer] = useState<MobileLayer>('main');
  const press = (event: MobileKeyPress) => {
    vibrate(haptics);
    setLayer('main');
    onPress(event);
  };
  const layerKey = (key: 'shift' | 'more') => {
    vibrate(haptics);
    setLayer((current) => nextLayer(current, key));
  };
  const rows = rowsFor(layout, layer);
  const keep = (e: React.PointerEvent | React.MouseEvent) => e.preventDefault();
  const symbols = layer === 'more' || layer === 'more2';
  return (
    <fieldset
      className="mobile-keyboard"
      aria-label="On-screen keyboard"
      data-layer={layer}
      style={{ '--key-thickness': `${thickness}px`, fontFamily } as React.CSSProperties}
    >
      {rows.map((row, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed per layer
        <div className="kb-row" key={`${layer}-${r}`}>
          {r === 2 ? (
            <button
              type="button"
              className="kb-key kb-wide"
              aria-pressed={layer === 'shift' || layer === 'more2'}
              onMouseDown={keep}
              onClick={() => layerKey('shift')}
            >
              {symbols ? (layer === 'more' ? '=\\<' : '?123') : 'Shift'}
            </button>
          ) : null}
          {Array.from(row).map((char) => (
            <button
              type="button"
              className="kb-key"
              key={char}
              onMouseDown={keep}
              onClick={() => press({ type: 'char', char })}
            >
              {char}
            </button>
          ))}
          {r === 2 ? (
            <button
              type="button"
              className="kb-key kb-wide"
              aria-label="Backspace"
              onMouseDown={keep}
              onClick={() => press({ type: 'backspace' })}
            >
              ⌫
            </button>
          ) : null}
        </div>
      ))}
      <div className="kb-row">
        <button type="button" className="kb-key kb-wide" onMouseDown={keep} onClick={() => layerKey('more')}>
          {symbols ? 'ABC' : '?123'}
        </button>
        <button
          type="button"
          className="kb-key kb-space"
          aria-label="Space"
          onMouseDown={keep}
          onClick={() => press({ type: 'char', char: ' ' })}
        />
        <button
          type="button"
          className="kb-key kb-wide"
          aria-label="Enter"
          onMouseDown={keep}
          onClick={() => press({ type: 'enter' })}
        >
          ⏎
        </button>
      </div>
    </fieldset>
  );
}
