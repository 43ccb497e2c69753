/**
 * The 36 fonts the prompt and the on-screen keyboard offer (02 §9), twelve
 * of each kind. `kind` picks the local fallback family shown while the font
 * loads (and for scripts the font lacks).
 */

export type FontKind = 'mono' | 'sans' | 'serif';

export interface FontEntry {
  /** The CSS family name, as stored in the settings. */
  readonly name: string;
  readonly kind: FontKind;
}

const family = (kind: FontKind, names: string[]): FontEntry[] => names.map((name) => ({ name, kind }));

export const FONTS: readonly FontEntry[] = [
  ...family('mono', [
    'Roboto Mono',
    'JetBrains Mono',
    'Fira Code',
    'Source Code Pro',
    'IBM Plex Mono',
    'Inconsolata',
    'Ubuntu Mono',
    'Space Mono',
    'Courier Prime',
    'Overpass Mono',
    'Red Hat Mono',
    'Noto Sans Mono',
  ]),
  ...family('sans', [
    'Roboto',
    'Inter',
    'Open Sans',
    'Lato',
    'Nunito',
    'Montserrat',
    'Poppins',
    'Atkinson Hyperlegible',
    'Lexend',
    'Source Sans 3',
    'Work Sans',
    'Noto Sans',
  ]),
  ...family('serif', [
    'Literata',
    'Merriweather',
    'Lora',
    'EB Garamond',
    'Crimson Pro',
    'Libre Baskerville',
    'PT Serif',
    'Source Serif 4',
    'Noto Serif',
    'Playfair Display',
    'Bitter',
    'Cormorant Garamond',
  ]),
];

const byName = new Map(FONTS.map((font) => [font.name, font]));

/**
 * Scripts the 36 fonts do not cover (Japanese, Chinese, Korean) fall back to
 * CJK families, so books in those languages still render: first the bundled
 * Noto Sans JP and SC (loaded for Japanese and Chinese books, see
 * {@link needsCjkFallback}), then the system's own.
 */
export const CJK_FALLBACK = [
  '"Noto Sans JP"',
  '"Noto Sans SC"',
  '"Noto Sans CJK JP"',
  '"Noto Sans CJK SC"',
  '"Hiragino Sans"',
  '"Yu Gothic"',
  '"Microsoft YaHei"',
  '"PingFang SC"',
  '"Source Han Sans"',
];

const GENERIC: Readonly<Record<FontKind, string[]>> = {
  mono: ['ui-monospace', 'monospace'],
  sans: ['system-ui', 'sans-serif'],
  serif: ['Georgia', 'serif'],
};

/** A font's kind: a listed font's own, else guessed from the name (custom fonts). */
export function fontKind(name: string): FontKind {
  const listed = byName.get(name);
  if (listed) return listed.kind;
  if (/mono|code|courier|consol/i.test(name)) return 'mono';
  if (/serif|garamond|baskerville|literata|merriweather|lora|bitter/i.test(name) && !/sans/i.test(name))
    return 'serif';
  return 'sans';
}

/**
 * The CSS font-family list for a font setting: the chosen (or custom) font,
 * then local families of the same kind, then CJK families, then the generic.
 *
 *   fontStack('Lora') → '"Lora", Georgia, "Noto Sans CJK JP", …, serif'
 */
export function fontStack(name: string): string {
  const kind = fontKind(name);
  const [local, generic] = GENERIC[kind] as [string, string];
  return [`"${name.replace(/["\\]/g, '')}"`, local, ...CJK_FALLBACK, generic].join(', ');
}

/** The bundled CJK families loaded for Japanese and Chinese books. */
export const CJK_FONTS = ['Noto Sans JP', 'Noto Sans SC'] as const;

/** Whether a book's language (`ja`, `zh`, `zh-Hant`…) needs the bundled CJK families. */
export function needsCjkFallback(language: string | null | undefined): boolean {
  const primary = (language ?? '')
    .trim()
    .toLowerCase()
    .split(/[-_\s]/u)[0];
  return primary === 'ja' || primary === 'zh';
}

/** The family a font setting draws with: the custom font when one is chosen. */
export function settingFontFamily(font: string, fontCustom: string | null): string {
  return fontCustom ? customFontFamily(fontCustom) : font;
}

/** Custom font files accepted by the import (01 §5, 02 §5). */
export const CUSTOM_FONT_EXTENSIONS = ['woff', 'woff2', 'ttf', 'otf'] as const;

/** Whether a file name is an importable font; others are skipped with a console warning only. */
export function isFontFileName(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return false;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return (CUSTOM_FONT_EXTENSIONS as readonly string[]).includes(extension);
}

/** The family name a custom font is used under: its file name without the extension. */
export function customFontFamily(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '');
}
