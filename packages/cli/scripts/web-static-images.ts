/**
 * Writes the app's fixed images into `public/`: `favicon.ico` (the default
 * theme's icon, for browsers and tools that ask for it before the page sets
 * its own), the installed app's icons under `icons/` (the same logo at the
 * sizes the web manifest lists, and a maskable one with the safe-zone margin
 * a launcher may crop), and `images/bg.webp` (the background image of 01 §7, a soft
 * gradient in the default theme's colours). Run once when the default theme
 * changes: `pnpm --filter @typeshelf/cli exec tsx scripts/web-static-images.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { defaultSettings } from '@typeshelf/core/settings';
import { themeByName, themeFavicon, themeTokens } from '@typeshelf/core/themes';
import sharp from 'sharp';

const publicDir = new URL('../../../apps/web/public/', import.meta.url);
const theme = themeByName(defaultSettings().desktop.ui.theme);
if (!theme) throw new Error('The default theme is missing.');

/** An ICO file holding one PNG image (supported by every current browser). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const icon = await sharp(Buffer.from(themeFavicon(theme, 'light')))
  .resize(32, 32)
  .png()
  .toBuffer();
writeFileSync(new URL('favicon.ico', publicDir), icoOf(icon, 32));

const tokens = themeTokens(theme, 'light');

const logo = Buffer.from(themeFavicon(theme, 'light'));
mkdirSync(new URL('icons/', publicDir), { recursive: true });
for (const size of [192, 512]) {
  await sharp(logo, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(new URL(`icons/icon-${size}.png`, publicDir).pathname);
}
// Maskable: the logo within the central 80% on the theme's background, so no crop cuts it.
for (const [name, size] of [
  ['maskable-512', 512],
  ['apple-touch-icon', 180],
] as const) {
  const inner = Math.round(size * 0.8);
  const art = await sharp(logo, { density: (72 * inner) / 32 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: tokens.bg } })
    .composite([{ input: art, gravity: 'center' }])
    .png()
    .toFile(new URL(`icons/${name}.png`, publicDir).pathname);
}

const background = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${tokens.bg}"/><stop offset="1" stop-color="${tokens['gradient-to']}" stop-opacity="0.35"/>
  </linearGradient></defs>
  <rect width="1920" height="1080" fill="${tokens.bg}"/><rect width="1920" height="1080" fill="url(#g)"/>
</svg>`;
mkdirSync(new URL('images/', publicDir), { recursive: true });
await sharp(Buffer.from(background))
  .webp({ quality: 70 })
  .toFile(new URL('images/bg.webp', publicDir).pathname);
