import type { Sharp, SharpInput, SharpOptions } from 'sharp';

type SharpFactory = (input?: SharpInput, options?: SharpOptions) => Sharp;
let loaded: Promise<SharpFactory> | null = null;

/**
 * sharp loads its native library on import; commands that draw no cover
 * never pay for it. One libvips thread per caller: parallelism comes from the
 * worker pool, and more threads per worker only fight over the same cores.
 * No operation cache: every cover is drawn once, so libvips' cache only held
 * memory (about 40 MB at the peak of a catalogue build).
 */
const loadSharp = () => {
  loaded ??= import('sharp').then((module) => {
    module.default.concurrency(1);
    module.default.cache(false);
    return module.default as SharpFactory;
  });
  return loaded;
};

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
      .webp({ quality: 78, effort: 2 })
      .toBuffer(),
  );

const inputOptions = { limitInputPixels: 100_000_000, failOn: 'none' } as const;

/**
 * SVG is drawn at the density that makes it just cover 320×480, not at its
 * own size: Standard Ebooks covers are 1400×2100 with an embedded photo, and
 * drawing them full size costs ten times more for pixels thrown away.
 */
async function svgDensity(bytes: Uint8Array): Promise<number> {
  const sharp = await loadSharp();
  const { width, height } = await sharp(bytes, inputOptions).metadata();
  if (!width || !height) return 72;
  const scale = Math.max(COVER_WIDTH / width, COVER_HEIGHT / height);
  return Math.min(2400, Math.max(1, 72 * scale * 1.05));
}

/** Embedded images are shrunk to fit this box before the SVG is drawn. */
const EMBEDDED_IMAGE_BOX = 520;
const EMBEDDED_IMAGE = /data:image\/(jpeg|jpg|png|webp);base64,([A-Za-z0-9+/=\s]+)/g;

/**
 * Standard Ebooks covers are SVG around a full-size embedded photo. The SVG
 * renderer decodes that photo at full size, which costs most of a cover's
 * time; shrinking it first (the JPEG decoder scales while it decodes) keeps
 * the drawing identical at catalogue size and several times faster. 520 px
 * still exceeds what a 320 px cover shows, and lets the JPEG decoder use its
 * fastest scale for Standard Ebooks' 1400×2100 photos.
 */
async function shrinkEmbeddedImages(svg: Uint8Array): Promise<Uint8Array> {
  const text = new TextDecoder().decode(svg);
  const sharp = await loadSharp();
  const matches = [...text.matchAll(EMBEDDED_IMAGE)].filter((match) => (match[2]?.length ?? 0) > 100_000);
  if (matches.length === 0) return svg;
  let result = '';
  let last = 0;
  for (const match of matches) {
    const kind = match[1] === 'png' ? 'png' : 'jpeg';
    const shrunk = await sharp(Buffer.from(match[2] ?? '', 'base64'), inputOptions)
      .resize(EMBEDDED_IMAGE_BOX, EMBEDDED_IMAGE_BOX, { fit: 'inside', withoutEnlargement: true })
      .toFormat(kind, kind === 'jpeg' ? { quality: 88 } : {})
      .toBuffer();
    result += `${text.slice(last, match.index)}data:image/${kind};base64,${shrunk.toString('base64')}`;
    last = match.index + match[0].length;
  }
  return new TextEncoder().encode(result + text.slice(last));
}

/**
 * Rasterises a cover (JPEG, PNG, GIF, WebP or SVG, including SVG with
 * embedded images) into both catalogue sizes, cropped to 2:3 from the centre.
 */
export async function renderCovers(source: CoverSource): Promise<RenderedCovers> {
  const sharp = await loadSharp();
  const isSvg = source.mediaType.includes('svg');
  const bytes = isSvg ? await shrinkEmbeddedImages(source.bytes) : source.bytes;
  const density = isSvg ? await svgDensity(bytes) : undefined;
  // Draw once at the big size; the small cover is scaled from that raster.
  const big = sharp(bytes, { ...inputOptions, ...(density ? { density } : {}) }).resize(
    COVER_WIDTH,
    COVER_HEIGHT,
    { fit: 'cover', position: 'centre' },
  );
  const raster = await big.raw().toBuffer({ resolveWithObject: true });
  const image = sharp(raster.data, { raw: raster.info });
  const [cover, small] = await Promise.all([
    toWebp(image, COVER_WIDTH, COVER_HEIGHT),
    toWebp(image, SMALL_COVER_WIDTH, SMALL_COVER_HEIGHT),
  ]);
  return { cover, small };
}
