import sharp, { type Sharp } from 'sharp';
import { COVER_HEIGHT, COVER_WIDTH } from './generated-cover';

/** A book's cover image as the EPUB carries it. */
export interface CoverSource {
  mediaType: string;
  bytes: Uint8Array;
}

/** The two catalogue images: `cover.min.webp` and `cover-small.min.webp`. */
export interface RenderedCovers {
  cover: Uint8Array;
  small: Uint8Array;
}

export const SMALL_COVER_WIDTH = 160;
export const SMALL_COVER_HEIGHT = 240;

const toWebp = async (image: Sharp, width: number, height: number) =>
  new Uint8Array(
    await image
      .clone()
      .resize(width, height, { fit: 'cover', position: 'centre' })
      .webp({ quality: 78, effort: 4 })
      .toBuffer(),
  );

/**
 * Rasterises a cover (JPEG, PNG, GIF, WebP or SVG, including SVG with
 * embedded images) into both catalogue sizes, cropped to 2:3 from the centre.
 * SVG is rendered at a density that gives at least the target width.
 */
export async function renderCovers(source: CoverSource): Promise<RenderedCovers> {
  const isSvg = source.mediaType.includes('svg');
  const image = sharp(source.bytes, {
    ...(isSvg ? { density: 72 } : {}),
    limitInputPixels: 100_000_000,
    failOn: 'none',
  });
  const [cover, small] = await Promise.all([
    toWebp(image, COVER_WIDTH, COVER_HEIGHT),
    toWebp(image, SMALL_COVER_WIDTH, SMALL_COVER_HEIGHT),
  ]);
  return { cover, small };
}
