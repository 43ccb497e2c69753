import { createHash } from 'node:crypto';
import { defaultSettings } from '@typeshelf/core/settings';
import { THEME_LIST, themeByName } from '@typeshelf/core/themes';
import type { Plugin } from 'vite';
import { DEFAULT_THEME_ID } from '../src/settings/theme/remembered-theme.ts';
import { themeLook } from '../src/settings/theme/theme-look.ts';

/**
 * Writes the default theme's look (stylesheet, type, favicons) into
 * `index.html`, where the inline script paints a first visit's first frame
 * from it and the app reads it at start: no visit waits for, or fetches,
 * core's theme tables to wear the default theme.
 */
export function defaultTheme(): Plugin {
  const theme = themeByName(defaultSettings().desktop.ui.theme);
  const look = themeLook(theme, () => {
    throw new Error('The default theme is one of Pro’s.');
  });
  // Every theme's look as this build works it out: a look remembered with another stamp is older.
  const stamp = createHash('sha256')
    .update(JSON.stringify(THEME_LIST.map((each) => themeLook(each, () => look))))
    .digest('hex')
    .slice(0, 16);
  // JSON inside a script element: no `<` may close it early.
  const json = JSON.stringify({ ...look, stamp }).replaceAll('<', '\\u003c');
  return {
    name: 'typeshelf-default-theme',
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: { type: 'application/json', id: DEFAULT_THEME_ID },
        children: json,
        injectTo: 'head',
      },
    ],
  };
}
