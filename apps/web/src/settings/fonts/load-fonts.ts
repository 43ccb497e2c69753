/**
 * Fonts on demand: a bundled font's Fontsource stylesheet is imported the
 * first time something draws with it, a custom font is read from the cache
 * and added to the document as a FontFace. Loading never blocks anything:
 * text draws at once in the fallback families of core's `fontStack` and
 * swaps when the file arrives.
 */
import { CJK_FONTS, customFontFamily, needsCjkFallback } from '@typeshelf/core/settings';
import { useEffect } from 'react';
import { onDemand } from '../../page/on-demand';
import type { CacheData } from '../../storage';

/**
 * The table of Fontsource stylesheets (a loader and the stylesheet's file
 * name for each of the 38 families), itself loaded on first use: the first
 * time a face other than the defaults is asked for.
 */
const table = onDemand(() =>
  import('./fontsource-loaders').then(({ FONTSOURCE_LOADERS }) => FONTSOURCE_LOADERS),
);

/**
 * The default settings' faces (Roboto Mono types and draws the keyboard,
 * Literata reads), imported without the table: a prompt on the defaults, as
 * every first visit is, never fetches the other 36 families' loaders.
 */
export const DEFAULT_FACES: Readonly<Record<string, () => Promise<unknown>>> = {
  'Roboto Mono': () => import('@fontsource/roboto-mono/400.css'),
  Literata: () => import('@fontsource/literata/400.css'),
};

const loading = new Map<string, Promise<boolean>>();

/** Imports a bundled font's stylesheet once; false for names with no Fontsource package. */
export function loadBundledFont(name: string): Promise<boolean> {
  let pending = loading.get(name);
  if (!pending) {
    const face = DEFAULT_FACES[name];
    pending = (
      face
        ? face().then(() => true)
        : table.load().then((loaders) => loaders[name]?.().then(() => true) ?? false)
    ).then(undefined, (error: unknown) => {
      loading.delete(name);
      console.warn(`Font ${name} could not be loaded`, error);
      return false;
    });
    loading.set(name, pending);
  }
  return pending;
}

/** Adds a custom font from the cache under its family name (the file name without extension), once. */
export function loadCustomFont(cache: CacheData, fileName: string): Promise<boolean> {
  const key = `custom:${fileName}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = cache.font(fileName).then(async (data) => {
      if (!data) return false;
      const face = new FontFace(customFontFamily(fileName), data);
      document.fonts.add(await face.load());
      return true;
    });
    pending.catch(() => loading.delete(key));
    loading.set(
      key,
      pending.catch(() => false),
    );
  }
  return loading.get(key) as Promise<boolean>;
}

/**
 * Starts loading what a screen draws with: bundled fonts by name, custom
 * fonts from the cache, and the CJK families for a Japanese or Chinese book.
 */
export function useFonts(
  cache: CacheData,
  fonts: readonly { font: string; fontCustom: string | null }[],
  language?: string,
): void {
  const key = JSON.stringify([fonts, language ?? null]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the fonts' and language's value.
  useEffect(() => {
    for (const { font, fontCustom } of fonts) {
      if (fontCustom) void loadCustomFont(cache, fontCustom);
      else void loadBundledFont(font);
    }
    if (needsCjkFallback(language)) for (const name of CJK_FONTS) void loadBundledFont(name);
  }, [cache, key]);
}

/** Han, kana, Hangul and CJK punctuation: characters the UI face (Inter) has no glyphs for. */
const CJK = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

/** Whether a text holds characters only the CJK families draw. */
export function hasCjk(text: string | null | undefined): boolean {
  return CJK.test(text ?? '');
}

/**
 * Loads the CJK families for titles that hold CJK characters (a Japanese
 * chapter title in the prompt's header, a book's title), whatever the book's
 * language: the UI face's stack names them after Inter (styles.css), so they
 * draw what Inter lacks instead of empty boxes. Latin titles load nothing.
 */
export function useTitleFonts(...titles: (string | null | undefined)[]): void {
  const needed = titles.some(hasCjk);
  useEffect(() => {
    if (needed) for (const name of CJK_FONTS) void loadBundledFont(name);
  }, [needed]);
}
