import type { Plugin } from 'vite';

/**
 * Preloads the UI typeface's files (`src/fonts.css`) from `index.html`, so
 * the first screen's text draws in Inter at once instead of swapping from
 * the system face. The files' built names carry a hash, so the links are
 * written once the bundle is known.
 */
export function preloadFonts(pattern = /inter-latin-(400|600)-normal-[\w-]+\.woff2$/): Plugin {
  return {
    name: 'typeshelf-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) => pattern.test(file));
        return files.sort().map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
