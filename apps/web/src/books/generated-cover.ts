/**
 * The generated cover of a book uploaded without one (02 §9), painted in the
 * browser: core's drawing (`generatedCoverLayout`, the same the command line
 * writes as SVG for the catalogue) on a canvas, kept as a WebP data URL with
 * the book like an EPUB's own cover.
 */
import { COVER_FONTS, type GeneratedCoverInput, generatedCoverLayout } from '@typeshelf/core/book';

/** The cover as a data URL; null where the browser cannot paint (no canvas). */
export function generatedCoverDataUrl(input: GeneratedCoverInput): string | null {
  const { width, height, shapes } = generatedCoverLayout(input);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  for (const shape of shapes) {
    if (shape.kind === 'rect') {
      if (shape.fill) {
        context.fillStyle = shape.fill;
        context.fillRect(shape.x, shape.y, shape.width, shape.height);
      }
      if (shape.stroke) {
        context.strokeStyle = shape.stroke;
        context.lineWidth = shape.strokeWidth;
        context.strokeRect(shape.x, shape.y, shape.width, shape.height);
      }
    } else {
      context.fillStyle = shape.fill;
      context.font = `${shape.role === 'title' ? 'bold ' : ''}${shape.size}px ${COVER_FONTS[shape.role]}`;
      context.fillText(shape.text, shape.x, shape.y);
    }
  }
  const webp = canvas.toDataURL('image/webp', 0.9);
  // Browsers without WebP encoding answer PNG; either is an image the book can keep.
  return webp.startsWith('data:image/') ? webp : null;
}

/** The inputs of a drawing, and the cover a book holds. */
type CoveredBook = GeneratedCoverInput & { cover: string | null };

const sameDrawing = (a: GeneratedCoverInput, b: GeneratedCoverInput) =>
  a.title === b.title && a.author === b.author && a.genres.join('\n') === b.genres.join('\n');

/**
 * The cover a private book keeps once its title, author or genres are
 * edited: a generated cover is drawn again from what it now says; a cover of
 * the book's own or one the user chose (`cover` differs from the original's)
 * stays. A cover counts as generated when it is the drawing of the book as
 * it was (the drawing is the same for the same words in the same browser).
 */
export function coverAfterEdit(
  original: CoveredBook,
  edited: GeneratedCoverInput,
  cover: string | null,
  draw: (input: GeneratedCoverInput) => string | null = generatedCoverDataUrl,
): string | null {
  if (cover === null || cover !== original.cover || sameDrawing(original, edited)) return cover;
  if (draw(original) !== cover) return cover;
  return draw(edited) ?? cover;
}
