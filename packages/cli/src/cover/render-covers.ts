import { createRequire } from 'node:module';
import type { OutputInfo, Sharp, SharpInput, SharpOptions } from 'sharp';

type SharpFactory = (input?: SharpInput, options?: SharpOptions) => Sharp;
let loaded: SharpFactory | null = null;

/**
 * sharp loads its native library when it loads; commands that draw no cover
 * never pay for it. It is a CommonJS package, so it is required rather than
 * imported: importing it from ESM took twice as long (about 100 ms against
 * 55 in a fresh thread), in every worker of a catalogue build.
 * One libvips thread per caller: parallelism comes from the worker pool, and
 * more threads per worker only fight over the same cores. No operation
 * cache: every cover is drawn once, so libvips' cache only held memory
 * (about 40 MB at the peak of a catalogue build).
 */
const loadSharp = (): SharpFactory => {
  if (loaded) return loaded;
  const sharp = createRequire(import.meta.url)('sharp') as typeof import('sharp')['default'];
  sharp.concurrency(1);
  sharp.cache(false);
  loaded = sharp;
  return sharp;
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

const toWebp = async (image: Sharp) =>
  new Uint8Array(await image.webp({ quality: 78, effort: 2 }).toBuffer());

/** Raw pixels as sharp hands them back. */
interface Raster {
  data: Buffer;
  info: OutputInfo;
}

/** True when a raster has an alpha channel (the last of four) and no pixel less than fully opaque. */
function isOpaque({ data, info }: Raster): boolean {
  if (info.channels !== 4) return false;
  for (let at = 3; at < data.length; at += 4) if (data[at] !== 255) return false;
  return true;
}

const inputOptions = { limitInputPixels: 100_000_000, failOn: 'none' } as const;

/**
 * SVG is drawn at the density that makes it just cover 320×480, not at its
 * own size: Standard Ebooks covers are 1400×2100 with an embedded photo, and
 * drawing them full size costs ten times more for pixels thrown away.
 */
async function svgDensity(bytes: Uint8Array): Promise<number> {
  const sharp = loadSharp();
  const { width, height } = await sharp(bytes, inputOptions).metadata();
  if (!width || !height) return 72;
  const scale = Math.max(COVER_WIDTH / width, COVER_HEIGHT / height);
  return Math.min(2400, Math.max(1, 72 * scale * 1.05));
}

/** Embedded images are shrunk to no less than this on their longer side before the SVG is drawn. */
const EMBEDDED_IMAGE_BOX = 520;

/**
 * The largest of the JPEG decoder's own scales (1/8, 1/4, 1/2) that keeps
 * the image's longer side at least {@link EMBEDDED_IMAGE_BOX}; 1 when none
 * does. Shrunk by that factor (rounded up, as the decoder rounds) the image
 * keeps its proportions, so the SVG draws it over exactly its old box:
 * fitted into 520 px instead (1400×2100 to 347×520), it fell short of its
 * box by a fraction of a pixel and left a half-transparent first and last
 * row on every Standard Ebooks cover.
 */
export function embeddedShrinkFactor(width: number, height: number): number {
  const longer = Math.max(width, height);
  return [8, 4, 2].find((factor) => longer / factor >= EMBEDDED_IMAGE_BOX) ?? 1;
}
const EMBEDDED_IMAGE = /data:image\/(jpeg|jpg|png|webp);base64,([A-Za-z0-9+/=\s]+)/g;

/**
 * Standard Ebooks covers are SVG around a full-size embedded photo. The SVG
 * renderer decodes that photo at full size, which costs most of a cover's
 * time; shrinking it first (the JPEG decoder scales while it decodes) keeps
 * the drawing identical at catalogue size and several times faster. 520 px
 * still exceeds what a 320 px cover shows; Standard Ebooks' 1400×2100 photos
 * decode at a quarter, 350×525. Images too small to halve are left as they are.
 */
async function shrinkEmbeddedImages(svg: Uint8Array): Promise<Uint8Array> {
  const text = new TextDecoder().decode(svg);
  const sharp = loadSharp();
  const matches = [...text.matchAll(EMBEDDED_IMAGE)].filter((match) => (match[2]?.length ?? 0) > 100_000);
  if (matches.length === 0) return svg;
  let result = '';
  let last = 0;
  for (const match of matches) {
    const kind = match[1] === 'png' ? 'png' : 'jpeg';
    const image = sharp(Buffer.from(match[2] ?? '', 'base64'), inputOptions);
    const { width, height } = await image.metadata();
    const factor = width && height ? embeddedShrinkFactor(width, height) : 1;
    if (factor === 1) continue;
    const shrunk = await image
      .resize(Math.ceil(width! / factor), Math.ceil(height! / factor), { fit: 'fill' })
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
  const sharp = loadSharp();
  const isSvg = source.mediaType.includes('svg');
  const bytes = isSvg ? await shrinkEmbeddedImages(source.bytes) : source.bytes;
  const density = isSvg ? await svgDensity(bytes) : undefined;
  // Draw once at the big size; the small cover is scaled from that raster.
  const big = sharp(bytes, { ...inputOptions, ...(density ? { density } : {}) }).resize(
    COVER_WIDTH,
    COVER_HEIGHT,
    { fit: 'cover', position: 'centre' },
  );
  let raster: Raster = await big.raw().toBuffer({ resolveWithObject: true });
  // An opaque cover (almost every one) is encoded without its alpha channel:
  // libwebp writes the same image from it in about half the time.
  if (isOpaque(raster))
    raster = await sharp(raster.data, { raw: raster.info })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  const image = sharp(raster.data, { raw: raster.info });
  const [cover, small] = await Promise.all([
    toWebp(image.clone()),
    toWebp(image.clone().resize(SMALL_COVER_WIDTH, SMALL_COVER_HEIGHT, { fit: 'cover', position: 'centre' })),
  ]);
  return { cover, small };
}
