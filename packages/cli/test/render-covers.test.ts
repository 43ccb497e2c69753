import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { embeddedShrinkFactor, renderCovers } from '../src/cover/render-covers';

/** A cover as Standard Ebooks draws it: an SVG around a full-size embedded photo, with a title box. */
async function photoCoverSvg(width: number, height: number): Promise<Uint8Array> {
  // Blocks of noise, so the JPEG is as large as a real photo's (over the 100,000 base64 characters that get shrunk).
  const noise = { width: width / 4, height: height / 4, channels: 3 } as const;
  const photo = await sharp(randomBytes(noise.width * noise.height * 3), { raw: noise })
    .resize(width, height, { kernel: 'nearest' })
    .jpeg({ quality: 60 })
    .toBuffer();
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" viewBox="0 0 ${width} ${height}">`,
    `<image height="${height}" width="${width}" x="0" y="0" xlink:href="data:image/jpeg;base64,${photo.toString('base64')}"/>`,
    `<rect x="50" y="${height * 0.77}" width="${width - 100}" height="${height * 0.2}" fill="#000" fill-opacity=".75"/>`,
    '</svg>',
  ].join('');
  return new TextEncoder().encode(svg);
}

describe('embeddedShrinkFactor', () => {
  it('takes the largest decoder scale that keeps the longer side at 520 px or more', () => {
    expect(embeddedShrinkFactor(1400, 2100)).toBe(4);
    expect(embeddedShrinkFactor(2100, 1400)).toBe(4);
    expect(embeddedShrinkFactor(1200, 800)).toBe(2);
    expect(embeddedShrinkFactor(6000, 4000)).toBe(8);
    expect(embeddedShrinkFactor(1000, 600)).toBe(1);
  });
});

describe('renderCovers', () => {
  it('draws an SVG around a full-size photo as opaque covers of both sizes', async () => {
    const covers = await renderCovers({ mediaType: 'image/svg+xml', bytes: await photoCoverSvg(1040, 1560) });
    for (const [bytes, width, height] of [
      [covers.cover, 320, 480],
      [covers.small, 160, 240],
    ] as const) {
      const image = sharp(bytes);
      const meta = await image.metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
      // The shrunk photo fills its box to the edge: no half-transparent first or last row.
      expect(meta.hasAlpha).toBe(false);
    }
  });

  it('keeps the alpha channel of a cover that is not opaque', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="480"><circle cx="160" cy="240" r="100" fill="#c00"/></svg>';
    const covers = await renderCovers({ mediaType: 'image/svg+xml', bytes: new TextEncoder().encode(svg) });
    const stats = await sharp(covers.cover).stats();
    expect((await sharp(covers.cover).metadata()).hasAlpha).toBe(true);
    expect(stats.isOpaque).toBe(false);
  });
});
