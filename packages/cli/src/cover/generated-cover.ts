/**
 * The generated cover as SVG for the catalogue: core's drawing
 * (`generatedCoverLayout`), written out shape by shape. The CLI rasterises
 * it like any SVG cover; the browser paints the same drawing on a canvas.
 */
import {
  COVER_FONTS,
  type CoverRect,
  type CoverText,
  type GeneratedCoverInput,
  generatedCoverLayout,
} from '@typeshelf/core/book';

export { COVER_HEIGHT, COVER_WIDTH, paletteForGenres } from '@typeshelf/core/book';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const svgRect = (r: CoverRect) =>
  `<rect x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}" fill="${r.fill ?? 'none'}"${
    r.stroke ? ` stroke="${r.stroke}" stroke-width="${r.strokeWidth}"` : ''
  }/>`;

const svgText = (t: CoverText) =>
  `<text x="${t.x}" y="${t.y}" font-size="${t.size}" text-anchor="middle" font-family="${COVER_FONTS[t.role]}"${
    t.role === 'title' ? ' font-weight="bold"' : ''
  } fill="${t.fill}">${escapeXml(t.text)}</text>`;

/** A cover for a book that has none, as SVG. */
export function generatedCoverSvg(input: GeneratedCoverInput): string {
  const { width, height, shapes } = generatedCoverLayout(input);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    ...shapes.map((shape) => (shape.kind === 'rect' ? svgRect(shape) : svgText(shape))),
    '</svg>',
  ].join('');
}
