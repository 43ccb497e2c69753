/**
 * The 25 themes of 02 §9. Palettes are in `PALETTE_ROLES` order:
 * background, surface, text, sub, main, error, success. Each one is checked by
 * `themes.test.ts` for WCAG contrast in both modes, so a colour edited here
 * that no longer reads fails the tests rather than the typist.
 */
import type { ThemeName } from '../settings/settings-options';
import type { Theme } from './theme-types';

export const THEME_LIST: readonly Theme[] = [
  // ── Free ─────────────────────────────────────────────────────────────────
  {
    name: 'default',
    label: 'Default',
    type: 'free',
    light: ['#fbfaf6', '#f1eee6', '#1d1c1a', '#625e56', '#0b5cad', '#b3261e', '#1b6e3a'],
    dark: ['#16161a', '#222228', '#ecebe7', '#a09d96', '#7db4f2', '#ff6f66', '#8fd6a6'],
    gradient: [4, 6],
  },
  {
    name: 'abyss-glow',
    label: 'Abyss Glow',
    type: 'free',
    light: ['#f2f7f8', '#e3eef1', '#0d2a33', '#4a656d', '#006779', '#ad2d47', '#2b6b3c'],
    dark: ['#0a1419', '#12232b', '#d8f1f5', '#84a8b2', '#4fd6e8', '#ff8aa0', '#7de3a4'],
    gradient: [4, 6],
  },
  {
    name: 'coffee-break',
    label: 'Coffee Break',
    type: 'free',
    light: ['#f6efe6', '#ece2d4', '#2e2118', '#6e5b49', '#85461b', '#ab261d', '#496627'],
    dark: ['#1f1813', '#2b221b', '#efe2d2', '#ae9a84', '#e0a36a', '#ff8f80', '#a9c77f'],
    gradient: [1, 4],
  },
  {
    name: 'mother-nature',
    label: 'Mother Nature',
    type: 'free',
    light: ['#f3f6ee', '#e6eddc', '#1f2b17', '#58654b', '#3a661d', '#ad331c', '#17645a'],
    dark: ['#141a10', '#1f2818', '#e3ecd5', '#98a885', '#9ccc65', '#ff8f76', '#6fd1b8'],
    gradient: [4, 6],
  },
  {
    name: 'heather-field',
    label: 'Heather Field',
    type: 'free',
    light: ['#f7f3f8', '#ede4f0', '#2a1d30', '#67566e', '#763d8a', '#aa2838', '#3b6936'],
    dark: ['#1a141d', '#261d2b', '#eee2f2', '#ab98b2', '#d29be6', '#ff7585', '#9ed29a'],
    gradient: [3, 4],
  },
  {
    name: 'rose-garden',
    label: 'Rose Garden',
    type: 'free',
    light: ['#fcf4f4', '#f6e6e6', '#331a1e', '#74555a', '#a82f56', '#9a3412', '#386847'],
    dark: ['#1d1416', '#2a1d20', '#f4e4e6', '#b3979c', '#f28fad', '#ff8257', '#9fd4ad'],
    gradient: [4, 6],
  },
  {
    name: 'dracula',
    label: 'Dracula',
    type: 'free',
    light: ['#f8f7fd', '#ece9f8', '#282a36', '#59538c', '#6c3fd1', '#ab1a50', '#16702c'],
    dark: ['#282a36', '#343746', '#f8f8f2', '#a0aad2', '#bd93f9', '#ff8484', '#50fa7b'],
    gradient: [4, 6],
  },
  {
    name: 'dracula-hc',
    label: 'Dracula HC',
    type: 'free',
    light: ['#ffffff', '#f1eefc', '#000000', '#463f78', '#5326c4', '#a8124a', '#0b5d08'],
    dark: ['#16161e', '#24252f', '#ffffff', '#aab3da', '#d6b6ff', '#ff7a7a', '#69ff94'],
    gradient: [4, 6],
  },
  {
    name: 'catppuccin',
    label: 'Catppuccin',
    type: 'free',
    light: ['#eff1f5', '#e6e9ef', '#323445', '#62657c', '#7829d8', '#b10c30', '#2d751e'],
    dark: ['#1e1e2e', '#313244', '#d8dff7', '#979db5', '#cba6f7', '#f38ba8', '#a6e3a1'],
    gradient: [4, 5],
  },
  {
    name: 'github',
    label: 'GitHub',
    type: 'free',
    light: ['#ffffff', '#f6f8fa', '#1f2328', '#59636e', '#0969da', '#bf202a', '#1a7f37'],
    dark: ['#0d1117', '#161b22', '#e6edf3', '#9198a1', '#4493f8', '#ff7b72', '#3fb950'],
    gradient: [1, 6],
  },
  {
    name: 'monokai',
    label: 'Monokai',
    type: 'free',
    light: ['#fafafa', '#ededed', '#272822', '#656151', '#0a6f89', '#b8175a', '#46700a'],
    dark: ['#272822', '#33342c', '#f8f8f2', '#aca68c', '#66d9ef', '#ff77a5', '#a6e22e'],
    gradient: [5, 4],
  },
  {
    name: 'gruvbox',
    label: 'Gruvbox',
    type: 'free',
    light: ['#fbf1c7', '#f2e5bc', '#373432', '#6f6358', '#a03603', '#9d0006', '#676308'],
    dark: ['#282828', '#32302f', '#ebdbb2', '#a89984', '#fabd2f', '#fb8072', '#b8bb26'],
    gradient: [5, 4],
  },
  {
    name: 'night-owl',
    label: 'Night Owl',
    type: 'free',
    light: ['#fbfbfb', '#f0f0f0', '#3b3a4c', '#69697b', '#2e5fb8', '#b32c2c', '#0c6b50'],
    dark: ['#011627', '#0b2942', '#d6deeb', '#8a9cb0', '#82aaff', '#f07674', '#addb67'],
    gradient: [4, 6],
  },
  {
    name: 'solarized',
    label: 'Solarized',
    type: 'free',
    light: ['#fdf6e3', '#eee8d5', '#073642', '#52666c', '#1a6aa8', '#b8251f', '#5a6800'],
    dark: ['#002b36', '#073642', '#eee8d5', '#93a1a1', '#52a8e8', '#f47974', '#a3b800'],
    gradient: [4, 6],
  },
  {
    name: 'rose-pine',
    label: 'Rosé Pine',
    type: 'free',
    light: ['#faf4ed', '#f4ede8', '#3f3a56', '#6c6783', '#6d4f99', '#96475e', '#286983'],
    dark: ['#191724', '#1f1d2e', '#e0def4', '#908caa', '#ebbcba', '#eb6f92', '#9ccfd8'],
    gradient: [4, 6],
  },
  {
    name: 'serika',
    label: 'Serika',
    type: 'free',
    light: ['#e9e9eb', '#dfdfe2', '#323437', '#5d6166', '#6f5800', '#a82424', '#2c6537'],
    dark: ['#323437', '#2c2e31', '#deddd6', '#9a9ca0', '#e2b714', '#f3a1a1', '#8ac27a'],
    gradient: [1, 4],
  },
  {
    name: 'kanagawa',
    label: 'Kanagawa',
    type: 'free',
    light: ['#f2ecbc', '#ebe3ad', '#33333d', '#61606b', '#43608f', '#9c303f', '#4b662c'],
    dark: ['#1f1f28', '#2a2a37', '#dcd7ba', '#96958d', '#7e9cd8', '#e97886', '#98bb6c'],
    gradient: [4, 6],
  },
  {
    name: 'nord',
    label: 'Nord',
    type: 'free',
    light: ['#eceff4', '#e5e9f0', '#2e3440', '#5b6376', '#3f6594', '#9c3c46', '#4a6636'],
    dark: ['#2e3440', '#3b4252', '#f2f4f9', '#a7afbd', '#88c0d0', '#f7a0a8', '#a3be8c'],
    gradient: [4, 6],
  },
  // ── Accessibility ────────────────────────────────────────────────────────
  {
    name: 'full-color-blind',
    label: 'Monochrome',
    type: 'accessibility',
    light: ['#ffffff', '#efefef', '#000000', '#4d4d4d', '#1f1f1f', '#262626', '#3b3b3b'],
    dark: ['#000000', '#1a1a1a', '#ffffff', '#ababab', '#ffffff', '#e0e0e0', '#cccccc'],
    gradient: [3, 2],
  },
  {
    name: 'red-blind',
    label: 'Red-blind',
    type: 'accessibility',
    light: ['#ffffff', '#eef1f6', '#111111', '#4a505a', '#1f4aa8', '#7f3c00', '#00507a'],
    dark: ['#0f1115', '#1b1f27', '#f5f5f5', '#a6adb8', '#8cbcff', '#ffb870', '#6cd0ff'],
    gradient: [4, 5],
  },
  {
    name: 'green-blind',
    label: 'Green-blind',
    type: 'accessibility',
    light: ['#ffffff', '#f0f0f7', '#111111', '#4a4a5a', '#3434a8', '#853d00', '#00548f'],
    dark: ['#101014', '#1c1c24', '#f5f5f5', '#aeaebd', '#b0b0ff', '#ffb36b', '#79c9ff'],
    gradient: [4, 5],
  },
  {
    name: 'blue-blind',
    label: 'Blue-blind',
    type: 'accessibility',
    light: ['#ffffff', '#f6eff2', '#111111', '#574a50', '#8a005a', '#a00000', '#005a5a'],
    dark: ['#141012', '#22191d', '#f5f5f5', '#b8a9af', '#ff9ad6', '#ff8080', '#5ad9d9'],
    gradient: [6, 4],
  },
  {
    name: 'color-weak',
    label: 'Colour-weak',
    type: 'accessibility',
    light: ['#ffffff', '#f0f2f5', '#0a0a0a', '#4a4d52', '#003d99', '#9e0000', '#005c1a'],
    dark: ['#0c0d10', '#181a1f', '#fafafa', '#afb2b8', '#8cc3ff', '#ff8c8c', '#7ae895'],
    gradient: [5, 6],
  },
  {
    name: 'high-contrast',
    label: 'High Contrast',
    type: 'accessibility',
    light: ['#ffffff', '#f0f0f0', '#000000', '#434343', '#0000b8', '#a30000', '#005c00'],
    dark: ['#000000', '#121212', '#ffffff', '#b7b7b7', '#ffff00', '#ff8585', '#00ff66'],
    gradient: [2, 4],
  },
  // ── Wallpaper ────────────────────────────────────────────────────────────
  {
    name: 'glass',
    label: 'Mono Glass',
    type: 'wallpaper',
    light: ['#eeeef0', '#ffffff', '#111114', '#4f4f56', '#2a2a30', '#ac241d', '#1f6b3a'],
    dark: ['#101012', '#1c1c20', '#f2f2f4', '#a3a3ab', '#e8e8ec', '#ff8a80', '#8fd6a6'],
    gradient: [3, 4],
  },
];

const BY_NAME = new Map<ThemeName, Theme>(THEME_LIST.map((theme) => [theme.name, theme]));

/** The theme of that name; the default theme for a name no longer offered. */
export function themeByName(name: string): Theme {
  return BY_NAME.get(name as ThemeName) ?? (THEME_LIST[0] as Theme);
}
