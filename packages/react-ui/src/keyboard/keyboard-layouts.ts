import {
  DESKTOP_KEYBOARD_LAYOUTS,
  type DesktopKeyboardLayout,
  HIDDEN_KEYBOARD_LAYOUTS,
  MOBILE_KEYBOARD_LAYOUTS,
  type MobileKeyboardLayout,
} from '@typeshelf/core/settings';

/**
 * The on-screen keyboard's layouts as data. Each printable key is written as
 * its characters in order: unshifted, shifted, then optionally AltGr and
 * AltGr+Shift ("aAąĄ"). Rows run from the number row to the bottom letter
 * row; the modifier keys around them are added by the keyboard component.
 */

/** Desktop layouts of the `keyboardLayout` setting (02 §3, 01 §9); the settings model owns the list. */
export const DESKTOP_LAYOUT_IDS = DESKTOP_KEYBOARD_LAYOUTS;
export type DesktopLayoutId = DesktopKeyboardLayout;

/** Layouts offered in the settings list; `abc` exists but stays hidden. */
export const VISIBLE_DESKTOP_LAYOUT_IDS: readonly DesktopLayoutId[] = DESKTOP_LAYOUT_IDS.filter(
  (id) => !HIDDEN_KEYBOARD_LAYOUTS.includes(id),
);

/** Mobile layouts of the `keyboardLayoutMobile` setting. */
export const MOBILE_LAYOUT_IDS = MOBILE_KEYBOARD_LAYOUTS;
export type MobileLayoutId = MobileKeyboardLayout;

/** A desktop layout: four rows of keys; `iso` adds the key left of the bottom row's first letter. */
export interface DesktopLayout {
  id: DesktopLayoutId;
  /** Physical form: ANSI has a wide left Shift, ISO a tall Enter and an extra key by left Shift. */
  form: 'ansi' | 'iso';
  rows: readonly [string, string, string, string];
}

const usNumbers = '`~ 1! 2@ 3# 4$ 5% 6^ 7& 8* 9( 0) -_ =+';

/** Splits "aA bB" into keys, each the list of its characters (code points, not UTF-16 units). */
export function parseRow(row: string): string[][] {
  return row
    .split(' ')
    .filter((token) => token.length > 0)
    .map((token) => Array.from(token));
}

export const DESKTOP_LAYOUTS: Record<DesktopLayoutId, DesktopLayout> = {
  'qwerty-us': {
    id: 'qwerty-us',
    form: 'ansi',
    rows: [
      usNumbers,
      'qQ wW eE rR tT yY uU iI oO pP [{ ]} \\|',
      'aA sS dD fF gG hH jJ kK lL ;: \'"',
      'zZ xX cC vV bB nN mM ,< .> /?',
    ],
  },
  'qwerty-iso': {
    id: 'qwerty-iso',
    form: 'iso',
    rows: [
      usNumbers,
      'qQ wW eE rR tT yY uU iI oO pP [{ ]}',
      'aA sS dD fF gG hH jJ kK lL ;: \'" \\|',
      '<> zZ xX cC vV bB nN mM ,< .> /?',
    ],
  },
  'qwerty-iso-pl': {
    id: 'qwerty-iso-pl',
    form: 'iso',
    rows: [
      usNumbers,
      'qQ wW eEęĘ rR tT yY uU iI oOóÓ pP [{ ]}',
      'aAąĄ sSśŚ dD fF gG hH jJ kK lLłŁ ;: \'" \\|',
      '<> zZżŻ xXźŹ cCćĆ vV bB nNńŃ mM ,< .> /?',
    ],
  },
  'qwerty-uk': {
    id: 'qwerty-uk',
    form: 'iso',
    rows: [
      '`¬ 1! 2" 3£ 4$ 5% 6^ 7& 8* 9( 0) -_ =+',
      'qQ wW eEéÉ rR tT yY uUúÚ iIíÍ oOóÓ pP [{ ]}',
      "aAáÁ sS dD fF gG hH jJ kK lL ;: '@ #~",
      '\\| zZ xX cC vV bB nN mM ,< .> /?',
    ],
  },
  azerty: {
    id: 'azerty',
    form: 'iso',
    rows: [
      '²² &1 é2~ "3# \'4{ (5[ -6| è7` _8\\ ç9^ à0@ )°] =+}',
      'aA zZ eE€ rR tT yY uU iI oO pP ^¨ $£¤',
      'qQ sS dD fF gG hH jJ kK lL mM ù% *µ',
      '<> wW xX cC vV bB nN ,? ;. :/ !§',
    ],
  },
  qwertz: {
    id: 'qwertz',
    form: 'iso',
    rows: [
      '^° 1! 2"² 3§³ 4$ 5% 6& 7/{ 8([ 9)] 0=} ß?\\ ´`',
      'qQ@ wW eE€ rR tT zZ uU iI oO pP üÜ +*~',
      "aA sS dD fF gG hH jJ kK lL öÖ äÄ #'",
      '<>| yY xX cC vV bB nN mM ,; .: -_',
    ],
  },
  dvorak: {
    id: 'dvorak',
    form: 'ansi',
    rows: [
      '`~ 1! 2@ 3# 4$ 5% 6^ 7& 8* 9( 0) [{ ]}',
      '\'" ,< .> pP yY fF gG cC rR lL /? =+ \\|',
      'aA oO eE uU iI dD hH tT nN sS -_',
      ';: qQ jJ kK xX bB mM wW vV zZ',
    ],
  },
  colemak: {
    id: 'colemak',
    form: 'ansi',
    rows: [
      usNumbers,
      'qQ wW fF pP gG jJ lL uU yY ;: [{ ]} \\|',
      'aA rR sS tT dD hH nN eE iI oO \'"',
      'zZ xX cC vV bB kK mM ,< .> /?',
    ],
  },
  'colemak-dh': {
    id: 'colemak-dh',
    form: 'ansi',
    rows: [
      usNumbers,
      'qQ wW fF pP bB jJ lL uU yY ;: [{ ]} \\|',
      'aA rR sS tT gG mM nN eE iI oO \'"',
      'zZ xX cC dD vV kK hH ,< .> /?',
    ],
  },
  'colemak-dh-iso': {
    id: 'colemak-dh-iso',
    form: 'iso',
    rows: [
      usNumbers,
      'qQ wW fF pP bB jJ lL uU yY ;: [{ ]}',
      'aA rR sS tT gG mM nN eE iI oO \'" \\|',
      'zZ xX cC dD vV <> kK hH ,< .> /?',
    ],
  },
  halmak: {
    id: 'halmak',
    form: 'ansi',
    rows: [
      usNumbers,
      'wW lL rR bB zZ ;: qQ uU dD jJ [{ ]} \\|',
      'sS hH nN tT ,< .> aA eE oO iI \'"',
      'fF mM vV cC /? gG pP xX kK yY',
    ],
  },
  workman: {
    id: 'workman',
    form: 'ansi',
    rows: [
      usNumbers,
      'qQ dD rR wW bB jJ fF uU pP ;: [{ ]} \\|',
      'aA sS hH tT gG yY nN eE oO iI \'"',
      'zZ xX mM cC vV kK lL ,< .> /?',
    ],
  },
  abc: {
    id: 'abc',
    form: 'ansi',
    rows: [
      usNumbers,
      'aA bB cC dD eE fF gG hH iI jJ [{ ]} \\|',
      'kK lL mM nN oO pP qQ rR sS ;: \'"',
      'tT uU vV wW xX yY zZ ,< .> /?',
    ],
  },
};

/** A mobile layout: three letter rows for the main layer. */
export interface MobileLayout {
  id: MobileLayoutId;
  rows: readonly [string, string, string];
}

export const MOBILE_LAYOUTS: Record<MobileLayoutId, MobileLayout> = {
  qwerty: { id: 'qwerty', rows: ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'] },
  azerty: { id: 'azerty', rows: ['azertyuiop', 'qsdfghjklm', "wxcvbn'"] },
  qwertz: { id: 'qwertz', rows: ['qwertzuiop', 'asdfghjkl', 'yxcvbnm'] },
  dvorak: { id: 'dvorak', rows: ["',.pyfgcrl", 'aoeuidhtns', 'qjkxbmwvz'] },
};

/** The two symbol layers behind the mobile "more" key (?123, then =\<). */
export const MOBILE_MORE_LAYERS: readonly (readonly [string, string, string])[] = [
  ['1234567890', '-/:;()$&@"', ".,?!'"],
  ['[]{}#%^*+=', '_\\|~<>€£¥•', ".,?!'"],
];

export function isDesktopLayoutId(value: string): value is DesktopLayoutId {
  return (DESKTOP_LAYOUT_IDS as readonly string[]).includes(value);
}

export function isMobileLayoutId(value: string): value is MobileLayoutId {
  return (MOBILE_LAYOUT_IDS as readonly string[]).includes(value);
}
