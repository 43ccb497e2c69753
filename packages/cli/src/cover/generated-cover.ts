import { wrapBalanced } from './wrap-text';

/** Generated covers are 320 px wide at a 2:3 ratio (02 §9). */
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

/** Colours for the genres most books carry; the first genre of a book with a palette wins. */
const genrePalettes: Record<string, CoverPalette> = {
  'science-fiction': { background: '#0f2a44', text: '#e6f1ff', accent: '#5cc8ff' },
  fantasy: { background: '#3b1f4a', text: '#f5e9ff', accent: '#c89bff' },
  horror: { background: '#1a0d0d', text: '#f4e3e3', accent: '#c0392b' },
  mystery: { background: '#1d2b2a', text: '#e8f3ef', accent: '#7fc8a9' },
  crime: { background: '#22252b', text: '#eef0f3', accent: '#e0b050' },
  romance: { background: '#5a1f33', text: '#ffeef3', accent: '#ff9eb8' },
  adventure: { background: '#2f4a1f', text: '#f1f8e9', accent: '#b5d96b' },
  poetry: { background: '#f3ead8', text: '#3a2a18', accent: '#a0522d' },
  drama: { background: '#4a1010', text: '#fbeaea', accent: '#e8b04a' },
  philosophy: { background: '#e9e4d8', text: '#23303b', accent: '#3f6e8c' },
  history: { background: '#4b3621', text: '#f7efe2', accent: '#d9a25f' },
  nonfiction: { background: '#e4ebef', text: '#1d2a33', accent: '#2f7a9c' },
  children: { background: '#ffe28a', text: '#2d2a1f', accent: '#e4572e' },
  humor: { background: '#fff3c4', text: '#2b2b2b', accent: '#f08a24' },
  classics: { background: '#1f3a34', text: '#f2efe4', accent: '#d4b86a' },
  fiction: { background: '#263238', text: '#eceff1', accent: '#ffb74d' },
};

const defaultPalette: CoverPalette = { background: '#2d3142', text: '#f4f4f6', accent: '#ef8354' };

/** The palette for a book's genres, in the order the book lists them. */
export function paletteForGenres(genres: readonly string[]): CoverPalette {
  for (const genre of genres) {
    const palette = genrePalettes[genre];
    if (palette) return palette;
  }
  return defaultPalette;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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

/**
 * A cover for a book that has none, as SVG: the title wrapped at ≥ 10
 * characters in ≤ 5 lines, the author at ≥ 20 characters in ≤ 3 lines, in the
 * colours of the book's genre. The CLI rasterises it like any SVG cover.
 */
export function generatedCoverSvg({ title, author, genres }: GeneratedCoverInput): string {
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
  const text = (lines: readonly string[], top: number, leading: number, size: number, attrs: string) =>
    lines
      .map(
        (line, i) =>
          `<text x="${COVER_WIDTH / 2}" y="${Math.round(top + i * leading)}" font-size="${size}" ${attrs}>${escapeXml(line)}</text>`,
      )
      .join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="${palette.background}"/>`,
    `<rect x="14" y="14" width="${COVER_WIDTH - 28}" height="${COVER_HEIGHT - 28}" fill="none" stroke="${palette.accent}" stroke-width="2"/>`,
    `<rect x="0" y="${COVER_HEIGHT - 64}" width="${COVER_WIDTH}" height="10" fill="${palette.accent}"/>`,
    text(
      titleLines,
      titleTop,
      titleLeading,
      titleSize,
      `text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-weight="bold" fill="${palette.text}"`,
    ),
    `<rect x="${COVER_WIDTH / 2 - 30}" y="${ruleY}" width="60" height="3" fill="${palette.accent}"/>`,
    text(
      authorLines,
      authorTop,
      authorLeading,
      authorSize,
      `text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" fill="${palette.text}"`,
    ),
    '</svg>',
  ].join('');
}
