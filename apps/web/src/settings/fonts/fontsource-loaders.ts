/**
 * Each bundled font's Fontsource stylesheet (regular weight, every script
 * subset the family has), as its own lazily imported chunk: a font's CSS and
 * files are fetched only when a setting chooses it, and the browser then
 * downloads only the subsets (unicode ranges) the text on screen uses.
 * The last two are the CJK fallback families (see core's `CJK_FALLBACK`).
 */
export const FONTSOURCE_LOADERS: Readonly<Record<string, () => Promise<unknown>>> = {
  'Roboto Mono': () => import('@fontsource/roboto-mono/400.css'),
  'JetBrains Mono': () => import('@fontsource/jetbrains-mono/400.css'),
  'Fira Code': () => import('@fontsource/fira-code/400.css'),
  'Source Code Pro': () => import('@fontsource/source-code-pro/400.css'),
  'IBM Plex Mono': () => import('@fontsource/ibm-plex-mono/400.css'),
  Inconsolata: () => import('@fontsource/inconsolata/400.css'),
  'Ubuntu Mono': () => import('@fontsource/ubuntu-mono/400.css'),
  'Space Mono': () => import('@fontsource/space-mono/400.css'),
  'Courier Prime': () => import('@fontsource/courier-prime/400.css'),
  'Overpass Mono': () => import('@fontsource/overpass-mono/400.css'),
  'Red Hat Mono': () => import('@fontsource/red-hat-mono/400.css'),
  'Noto Sans Mono': () => import('@fontsource/noto-sans-mono/400.css'),
  Roboto: () => import('@fontsource/roboto/400.css'),
  Inter: () => import('@fontsource/inter/400.css'),
  'Open Sans': () => import('@fontsource/open-sans/400.css'),
  Lato: () => import('@fontsource/lato/400.css'),
  Nunito: () => import('@fontsource/nunito/400.css'),
  Montserrat: () => import('@fontsource/montserrat/400.css'),
  Poppins: () => import('@fontsource/poppins/400.css'),
  'Atkinson Hyperlegible': () => import('@fontsource/atkinson-hyperlegible/400.css'),
  Lexend: () => import('@fontsource/lexend/400.css'),
  'Source Sans 3': () => import('@fontsource/source-sans-3/400.css'),
  'Work Sans': () => import('@fontsource/work-sans/400.css'),
  'Noto Sans': () => import('@fontsource/noto-sans/400.css'),
  Literata: () => import('@fontsource/literata/400.css'),
  Merriweather: () => import('@fontsource/merriweather/400.css'),
  Lora: () => import('@fontsource/lora/400.css'),
  'EB Garamond': () => import('@fontsource/eb-garamond/400.css'),
  'Crimson Pro': () => import('@fontsource/crimson-pro/400.css'),
  'Libre Baskerville': () => import('@fontsource/libre-baskerville/400.css'),
  'PT Serif': () => import('@fontsource/pt-serif/400.css'),
  'Source Serif 4': () => import('@fontsource/source-serif-4/400.css'),
  'Noto Serif': () => import('@fontsource/noto-serif/400.css'),
  'Playfair Display': () => import('@fontsource/playfair-display/400.css'),
  Bitter: () => import('@fontsource/bitter/400.css'),
  'Cormorant Garamond': () => import('@fontsource/cormorant-garamond/400.css'),
  'Noto Sans JP': () => import('@fontsource/noto-sans-jp/400.css'),
  'Noto Sans SC': () => import('@fontsource/noto-sans-sc/400.css'),
};
