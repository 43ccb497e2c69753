/**
 * Custom font import (01 §5, 02 §5): .woff, .woff2, .ttf and .otf files are
 * stored in the shared cache by file name; anything else is skipped with a
 * console warning only. A file that is not a font the browser can read is
 * skipped the same way, so a stored custom font always draws.
 */
import { customFontFamily, isFontFileName } from '@typeshelf/core/settings';
import type { CacheData } from '../../storage';

/** Stores the font files among `files`; returns the file names stored. */
export async function importFontFiles(cache: CacheData, files: readonly File[]): Promise<string[]> {
  const stored: string[] = [];
  for (const file of files) {
    if (!isFontFileName(file.name)) {
      console.warn(`Skipped ${file.name}: custom fonts must be .woff, .woff2, .ttf or .otf files`);
      continue;
    }
    const data = await file.arrayBuffer();
    try {
      await new FontFace(customFontFamily(file.name), data).load();
    } catch {
      console.warn(`Skipped ${file.name}: the file is not a readable font`);
      continue;
    }
    await cache.saveFont(file.name, data);
    stored.push(file.name);
  }
  return stored;
}
