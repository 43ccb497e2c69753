/**
 * The installable, offline app (vite-plugin-pwa with Workbox): the web
 * manifest in the default theme's colours and the service worker's caches.
 *
 * What is cached and how:
 * - the app shell (every built script, style and the page) is precached, so a
 *   cold start works with no network at all after one visit;
 * - the catalogue index and the showcase are fetched from the network first
 *   and fall back to the last copy, so a new catalogue shows when online;
 * - book info is served from cache and refreshed behind it;
 * - covers and chapter files are cached the first time they are fetched (a
 *   chapter when it is opened, a whole book by "Make available offline") and
 *   served from cache after that: a catalogue build replaces a book's files
 *   only when the book changed, and the app keeps its own copy of the text too.
 *
 * The new version waits (`registerType: 'prompt'`): the app asks before reloading.
 */
import { defaultSettings } from '@typeshelf/core/settings';
import { themeByName, themeTokens } from '@typeshelf/core/themes';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { OFFLINE_CACHES } from '../src/offline/offline-caches.ts';

const theme = themeByName(defaultSettings().desktop.ui.theme);
if (!theme) throw new Error('The default theme is missing.');
const tokens = themeTokens(theme, 'light');

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.ico', 'icons/apple-touch-icon.png', 'images/bg.webp'],
  manifest: {
    id: '/',
    name: 'Typeshelf',
    short_name: 'Typeshelf',
    description: 'Get faster, more accurate and more consistent at touch typing by retyping real books.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: tokens.bg,
    theme_color: tokens['gradient-from'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,ico,png,webmanifest}'],
    // The catalogue and the premium files are cached at run time, book by book, never all at once.
    globIgnores: ['books/**', 'data/**', 'premium/**'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: 'index.html',
    // Routes (including /books/:id) get the app's page; downloads such as the media pack do not.
    navigateFallbackDenylist: [/^\/(data|premium)\//, /\.[a-z0-9]+$/i],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: /\/books\/_meta_\/index_\d+(\/[a-z]+-\d+)?\.json$/,
        handler: 'NetworkFirst',
        options: { cacheName: OFFLINE_CACHES.catalogue, networkTimeoutSeconds: 4 },
      },
      {
        urlPattern: /\/data\/showcase[^/]*\.json(\?.*)?$/,
        handler: 'NetworkFirst',
        options: { cacheName: OFFLINE_CACHES.catalogue, networkTimeoutSeconds: 4 },
      },
      {
        urlPattern: /\/books\/[^/]+\/info\.json$/,
        handler: 'StaleWhileRevalidate',
        options: { cacheName: OFFLINE_CACHES.bookInfo },
      },
      {
        urlPattern: /\/books\/[^/]+\/[^/]+\.webp$/,
        handler: 'CacheFirst',
        options: {
          cacheName: OFFLINE_CACHES.covers,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 2000 },
        },
      },
      {
        urlPattern: /\/books\/[^/]+\/[^/]+\.gz$/,
        handler: 'CacheFirst',
        options: { cacheName: OFFLINE_CACHES.chapters, cacheableResponse: { statuses: [200] } },
      },
    ],
  },
};
