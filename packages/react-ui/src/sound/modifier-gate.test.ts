import { describe, expect, it } from 'vitest';
import { ModifierGate } from './modifier-gate';
import { keyPlaybackRate } from './sound-settings';

describe('ModifierGate', () => {
  it('lets a held modifier sound once until it is released', () => {
    const gate = new ModifierGate();
    expect([gate.down('Shift'), gate.down('Shift'), gate.down('Shift')]).toEqual([true, false, false]);
    gate.up('Shift');
    expect(gate.down('Shift')).toBe(true);
  });

  it('always sounds ordinary keys, even on auto-repeat', () => {
    const gate = new ModifierGate();
    expect([gate.down('a'), gate.down('a'), gate.down('Enter')]).toEqual([true, true, true]);
  });

  it('forgets held keys on reset', () => {
    const gate = new ModifierGate();
    gate.down('Alt');
    gate.reset();
    expect(gate.down('Alt')).toBe(true);
  });
});

describe('keyPlaybackRate', () => {
  it('derives a fixed pitch from the character and a random one without a key', () => {
    expect(keyPlaybackRate('a', 0, () => 0)).toBe(keyPlaybackRate('a', 0, () => 1));
    expect(keyPlaybackRate(null, 0, () => 0)).toBeCloseTo(0.85);
    expect(keyPlaybackRate(null, 0, () => 1)).toBeCloseTo(1.15);
    expect(keyPlaybackRate('a', 0.3, () => 0)).toBeCloseTo(keyPlaybackRate('a', 0, () => 0) + 0.3);
  });
});
