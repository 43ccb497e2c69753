/**
 * The generated cover (02 §9) as a drawing, once for every renderer: a book
 * without a cover gets its title wrapped at ≥ 10 characters in ≤ 5 lines and
 * its author at ≥ 20 characters in ≤ 3 lines, on 320 × 480 (2:3) in the
 * colours of its genre. The command line writes the drawing as SVG for the
 * catalogue; the browser paints it on a canvas for uploaded books.
 */
import { wrapBalanced } from './wrap-text';

export const COVER_WIDTH = 320;
export const COVER_HEIGHT = 480;
export const TITLE_MIN_CHARS = 10;
export const TITLE_MAX_LINES = 5;
export const AUTHOR_MIN_CHARS = 20;
export const AUTHOR_MAX_LINES = 3;

/** Background, text and accent colours of a generated cover. */
export interface CoverPalette {
  background: string;
  text: string;
  accent: string;
}

/**
 * Colours by genre, most specific first: a book tagged fiction and horror
 * gets the horror colours; fiction and nonfiction are the last resort.
 */
const genrePalettes: readonly [genre: string, palette: CoverPalette][] = [
  ['science-fiction', { background: '#0f2a44', text: '#e6f1ff', accent: '#5cc8ff' }],
  ['dystopian', { background: '#2b2d31', text: '#f0f0f0', accent: '#e85d4a' }],
  ['horror', { background: '#1a0d0d', text: '#f4e3e3', accent: '#c0392b' }],
  ['gothic', { background: '#231a2e', text: '#efe6f7', accent: '#9b7fc4' }],
  ['fantasy', { background: '#3b1f4a', text: '#f5e9ff', accent: '#c89bff' }],
  ['fairy-tales', { background: '#24415e', text: '#fff7e0', accent: '#f2c14e' }],
  ['mythology', { background: '#3d2f14', text: '#fbf1dc', accent: '#d9a441' }],
  ['mystery', { background: '#1d2b2a', text: '#e8f3ef', accent: '#7fc8a9' }],
  ['crime', { background: '#22252b', text: '#eef0f3', accent: '#e0b050' }],
  ['thriller', { background: '#141414', text: '#f5f5f5', accent: '#f2a33a' }],
  ['romance', { background: '#5a1f33', text: '#ffeef3', accent: '#ff9eb8' }],
  ['adventure', { background: '#2f4a1f', text: '#f1f8e9', accent: '#b5d96b' }],
  ['western', { background: '#6b3a1e', text: '#fbeee0', accent: '#e9b872' }],
  ['war', { background: '#33382a', text: '#eef0e6', accent: '#b89b5e' }],
  ['historical-fiction', { background: '#4b3621', text: '#f7efe2', accent: '#d9a25f' }],
  ['children', { background: '#ffe28a', text: '#2d2a1f', accent: '#e4572e' }],
  ['young-adult', { background: '#2e5e8c', text: '#f2f8ff', accent: '#ffd166' }],
  ['humor', { background: '#fff3c4', text: '#2b2b2b', accent: '#f08a24' }],
  ['poetry', { background: '#f3ead8', text: '#3a2a18', accent: '#a0522d' }],
  ['drama', { background: '#4a1010', text: '#fbeaea', accent: '#e8b04a' }],
  ['short-stories', { background: '#1f3a34', text: '#f2efe4', accent: '#d4b86a' }],
  ['philosophy', { background: '#e9e4d8', text: '#23303b', accent: '#3f6e8c' }],
  ['religion', { background: '#2c2340', text: '#f3eee2', accent: '#cfae6b' }],
  ['politics', { background: '#1e2f4d', text: '#f1f4f9', accent: '#d64545' }],
  ['history', { background: '#4b3621', text: '#f7efe2', accent: '#d9a25f' }],
  ['biography', { background: '#ece6dc', text: '#2a2a2a', accent: '#8c5a3c' }],
  ['science', { background: '#0e3b43', text: '#e6f7f5', accent: '#4fd1c5' }],
  ['nature', { background: '#264d2e', text: '#eef7ea', accent: '#9ccc65' }],
  ['travel', { background: '#0f4c5c', text: '#f0fbfd', accent: '#f4a259' }],
  ['reference', { background: '#e4ebef', text: '#1d2a33', accent: '#2f7a9c' }],
  ['nonfiction', { background: '#e4ebef', text: '#1d2a33', accent: '#2f7a9c' }],
  ['fiction', { background: '#263238', text: '#eceff1', accent: '#ffb74d' }],
];

const defaultPalette: CoverPalette = { background: '#2d3142', text: '#f4f4f6', accent: '#ef8354' };

/** The palette of the most specific genre the book has a colour for. */
export function paletteForGenres(genres: readonly string[]): CoverPalette {
  const has = new Set(genres);
  return genrePalettes.find(([genre]) => has.has(genre))?.[1] ?? defaultPalette;
}

/**
 * A font size that fits the longest line in the usable width, from the
 * font's average glyph width in em (bold serif is wider than sans).
 */
const fitFontSize = (lines: readonly string[], preferred: number, usable: number, glyphEm: number) => {
  const longest = Math.max(1, ...lines.map((line) => line.length));
  return Math.min(preferred, Math.floor(usable / (longest * glyphEm)));
};

export interface GeneratedCoverInput {
  title: string;
  author: string;
  genres: readonly string[];
}

/** A filled or outlined rectangle of the drawing. */
export interface CoverRect {
  kind: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string | null;
  stroke: string | null;
  strokeWidth: number;
}

/** One line of text, centred on `x` with its baseline at `y`. */
export interface CoverText {
  kind: 'text';
  x: number;
  y: number;
  text: string;
  size: number;
  /** title: bold serif; author: regular sans. */
  role: 'title' | 'author';
  fill: string;
}

export interface CoverDrawing {
  width: number;
  height: number;
  /** Painted in order. */
  shapes: (CoverRect | CoverText)[];
}

/** Font stacks each renderer uses for the two roles. */
export const COVER_FONTS = {
  title: 'DejaVu Serif, Georgia, serif',
  author: 'DejaVu Sans, Arial, sans-serif',
} as const;

const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string | null,
  stroke: string | null = null,
  strokeWidth = 0,
): CoverRect => ({
  kind: 'rect',
  x,
  y,
  width,
  height,
  fill,
  stroke,
  strokeWidth,
});

/** The generated cover of a book, as shapes to paint. */
export function generatedCoverLayout({ title, author, genres }: GeneratedCoverInput): CoverDrawing {
  const palette = paletteForGenres(genres);
  const usable = COVER_WIDTH - 56;
  const titleLines = wrapBalanced(title || 'No Title', TITLE_MIN_CHARS, TITLE_MAX_LINES);
  const authorLines = wrapBalanced(author || 'Unknown', AUTHOR_MIN_CHARS, AUTHOR_MAX_LINES);
  const titleSize = fitFontSize(titleLines, 40, usable, 0.66);
  const authorSize = fitFontSize(authorLines, 20, usable, 0.58);
  const titleLeading = Math.round(titleSize * 1.2);
  const authorLeading = Math.round(authorSize * 1.3);

  const titleTop = 150 - ((titleLines.length - 1) * titleLeading) / 2;
  const ruleY = Math.round(titleTop + (titleLines.length - 1) * titleLeading + titleSize * 0.9);
  const authorTop = ruleY + 26 + authorSize;
  const lines = (
    texts: readonly string[],
    top: number,
    leading: number,
    size: number,
    role: CoverText['role'],
  ) =>
    texts.map(
      (text, i): CoverText => ({
        kind: 'text',
        x: COVER_WIDTH / 2,
        y: Math.round(top + i * leading),
        text,
        size,
        role,
        fill: palette.text,
      }),
    );

  return {
    width: COVER_WIDTH,
    height: COVER_HEIGHT,
    shapes: [
      rect(0, 0, COVER_WIDTH, COVER_HEIGHT, palette.background),
      rect(14, 14, COVER_WIDTH - 28, COVER_HEIGHT - 28, null, palette.accent, 2),
      // Inside the frame, as a band of the cover rather than a bar sticking out of it.
      rect(14, COVER_HEIGHT - 64, COVER_WIDTH - 28, 10, palette.accent),
      ...lines(titleLines, titleTop, titleLeading, titleSize, 'title'),
      rect(COVER_WIDTH / 2 - 30, ruleY, 60, 3, palette.accent),
      ...lines(authorLines, authorTop, authorLeading, authorSize, 'author'),
    ],
  };
}
