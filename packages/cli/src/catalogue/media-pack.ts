/**
 * The media pack /media-pack offers (03 §2): the app's logo in the default
 * theme's light and dark colours and every catalogue book's cover, in one
 * zip. Entries carry a fixed date so an unchanged catalogue makes the same
 * bytes and the build leaves the file alone.
 */
import { themeByName, themeFavicon } from '@typeshelf/core/themes';
import { type Zippable, zipSync } from 'fflate';

/** 1 January 2026: the entries' date, fixed so the zip's bytes depend only on its contents. */
const ENTRY_DATE = new Date(Date.UTC(2026, 0, 1));

/** The zip of the logo and `covers` (book id → cover bytes, WebP). */
export function mediaPackZip(covers: ReadonlyMap<string, Uint8Array>): Uint8Array {
  const theme = themeByName('default');
  const text = new TextEncoder();
  const files: Zippable = {};
  files['logo/typeshelf-logo-light.svg'] = [text.encode(themeFavicon(theme, 'light')), { mtime: ENTRY_DATE }];
  files['logo/typeshelf-logo-dark.svg'] = [text.encode(themeFavicon(theme, 'dark')), { mtime: ENTRY_DATE }];
  for (const id of [...covers.keys()].sort()) {
    // WebP is already compressed: stored, not deflated again.
    files[`covers/${id}.webp`] = [covers.get(id) as Uint8Array, { level: 0, mtime: ENTRY_DATE }];
  }
  return zipSync(files);
}
