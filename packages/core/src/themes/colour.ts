/**
 * sRGB colour arithmetic the themes need: WCAG 2 relative luminance and
 * contrast ratio, mixing, and nudging a colour until it reads on a background.
 * Colours are `#rrggbb` strings throughout.
 */

export type Rgb = readonly [number, number, number];

const HEX = /^#[0-9a-f]{6}$/i;

/** Whether a string is a `#rrggbb` colour. */
export function isHexColour(value: string): boolean {
  return HEX.test(value);
}

export function parseHex(hex: string): Rgb {
  if (!HEX.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [
    Number.parseInt(hex.slice(1, 3), 16),
    Number.parseInt(hex.slice(3, 5), 16),
    Number.parseInt(hex.slice(5, 7), 16),
  ];
}

export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21, the same either way round. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `amount` of `b` mixed into `a` (0 gives `a`, 1 gives `b`), per sRGB channel. */
export function mix(a: string, b: string, amount: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  return toHex([ar + (br - ar) * amount, ag + (bg - ag) * amount, ab + (bb - ab) * amount]);
}

/** Whether a background is dark enough that text on it should be light. */
export function isDark(hex: string): boolean {
  return contrastRatio(hex, '#ffffff') > contrastRatio(hex, '#000000');
}

/**
 * The colour nearest to `hex` (mixed towards black on a light background,
 * towards white on a dark one) whose contrast with every background reaches
 * `ratio`. Used for derived tokens only; the palettes themselves are checked,
 * not corrected.
 */
export function ensureContrast(hex: string, backgrounds: readonly string[], ratio: number): string {
  const passes = (c: string) => backgrounds.every((bg) => contrastRatio(c, bg) >= ratio);
  if (passes(hex)) return hex;
  const first = backgrounds[0] ?? '#ffffff';
  const target = isDark(first) ? '#ffffff' : '#000000';
  for (let step = 1; step <= 40; step++) {
    const candidate = mix(hex, target, step / 40);
    if (passes(candidate)) return candidate;
  }
  return target;
}

/** Of the candidates, the one with the highest contrast on `background`. */
export function bestContrast(background: string, candidates: readonly string[]): string {
  let best = candidates[0] ?? '#000000';
  for (const c of candidates) if (contrastRatio(c, background) > contrastRatio(best, background)) best = c;
  return best;
}
