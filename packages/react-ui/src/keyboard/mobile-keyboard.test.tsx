import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MobileKeyboard, type MobileKeyPress, nextLayer } from './mobile-keyboard';

describe('nextLayer', () => {
  it('toggles shift and the symbol layers', () => {
    expect(nextLayer('main', 'shift')).toBe('shift');
    expect(nextLayer('shift', 'shift')).toBe('main');
    expect(nextLayer('main', 'more')).toBe('more');
    expect(nextLayer('more', 'shift')).toBe('more2');
    expect(nextLayer('more2', 'more')).toBe('main');
  });
});

describe('MobileKeyboard', () => {
  it('types from the shift layer, then returns to the main layer', () => {
    const pressed: MobileKeyPress[] = [];
    render(<MobileKeyboard layout="qwerty" onPress={(p) => pressed.push(p)} haptics={0} thickness={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Shift' }));
    fireEvent.click(screen.getByRole('button', { name: 'Q' }));
    fireEvent.click(screen.getByRole('button', { name: 'q' }));
    fireEvent.click(screen.getByRole('button', { name: 'Backspace' }));
    fireEvent.click(screen.getByRole('button', { name: 'Space' }));
    expect(pressed).toEqual([
      { type: 'char', char: 'Q' },
      { type: 'char', char: 'q' },
      { type: 'backspace' },
      { type: 'char', char: ' ' },
    ]);
  });
});
