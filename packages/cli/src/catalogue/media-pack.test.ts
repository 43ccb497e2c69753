import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { mediaPackZip } from './media-pack';

describe('mediaPackZip', () => {
  it('holds the logo in both modes and each cover, and is the same bytes for the same covers', () => {
    const covers = new Map([
      ['b--two', new Uint8Array([1, 2, 3])],
      ['a--one', new Uint8Array([4, 5])],
    ]);
    const zip = mediaPackZip(covers);
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual([
      'covers/a--one.webp',
      'covers/b--two.webp',
      'logo/typeshelf-logo-dark.svg',
      'logo/typeshelf-logo-light.svg',
    ]);
    expect([...files['covers/b--two.webp']!]).toEqual([1, 2, 3]);
    expect(new TextDecoder().decode(files['logo/typeshelf-logo-light.svg'])).toMatch(/^<svg /);
    expect(mediaPackZip(new Map(covers))).toEqual(zip);
  });
});
