import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { findKey } from './key-lookup';
import { DESKTOP_LAYOUT_IDS, DESKTOP_LAYOUTS, parseRow } from './keyboard-layouts';

describe('findKey', () => {
  it('finds letters, shifted symbols and AltGr letters', () => {
    expect(findKey('qwerty-us', 'a')).toEqual({ keyId: 'r2k0', shift: false, altGr: false });
    expect(findKey('qwerty-us', 'A')).toEqual({ keyId: 'r2k0', shift: true, altGr: false });
    expect(findKey('qwerty-us', '@')).toEqual({ keyId: 'r0k2', shift: true, altGr: false });
    expect(findKey('qwerty-iso-pl', 'ł')).toEqual({ keyId: 'r2k8', shift: false, altGr: true });
    expect(findKey('dvorak', 'e')).toEqual({ keyId: 'r2k2', shift: false, altGr: false });
  });

  it('maps space and the newline marker to their keys, and accented letters to the base letter', () => {
    expect(findKey('colemak', ' ')?.keyId).toBe('Space');
    expect(findKey('colemak', '\n')?.keyId).toBe('Enter');
    expect(findKey('qwerty-us', 'é')).toEqual(findKey('qwerty-us', 'e'));
    expect(findKey('qwerty-us', '€')).toBeNull();
  });

  test.prop([fc.constantFrom(...DESKTOP_LAYOUT_IDS), fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz')])(
    'every layout types every latin letter, lower and upper, on the same key',
    (layout, letter) => {
      const lower = findKey(layout, letter);
      const upper = findKey(layout, letter.toUpperCase());
      expect(lower).not.toBeNull();
      expect(upper?.keyId).toBe(lower?.keyId);
      expect(upper?.shift).toBe(true);
    },
  );

  it('gives every layout four rows with the ANSI/ISO key counts', () => {
    for (const id of DESKTOP_LAYOUT_IDS) {
      const rows = DESKTOP_LAYOUTS[id].rows.map((row) => parseRow(row).length);
      expect(rows[0], id).toBe(13);
      expect(rows[1]! + rows[2]! + rows[3]!, id).toBeGreaterThanOrEqual(34);
    }
  });
});
