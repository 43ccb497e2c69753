import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { sourceAliases } from '../../source-aliases.ts';
import { defaultTheme } from './build/default-theme.ts';
import { deployedAssetCache } from './build/deployed-asset-cache.ts';
import { checkDeployment, strayVariables } from './build/deployment-env.ts';
import { promptPartsGroups, shelfDataGroup } from './build/first-load-chunks.ts';
import { preloadFonts } from './build/preload-fonts.ts';
import { pwaOptions } from './build/pwa-options.ts';

/**
 * The catalogue in `public/` at build time: its lastUpdate (a cached index
 * older than this is refetched) and its number of books (what the plan cards
 * count without fetching the index); 0 and 0 without one.
 */
function builtCatalogue(): { stamp: number; books: number } {
  try {
    const index = JSON.parse(
      readFileSync(new URL('./public/books/_meta_/index_1.json', import.meta.url), 'utf8'),
    );
    return {
      stamp: typeof index.lastUpdate === 'number' ? index.lastUpdate : 0,
      books: Array.isArray(index.books) ? index.books.length : 0,
    };
  } catch {
    return { stamp: 0, books: 0 };
  }
}

/**
 * The deployment settings (`.env.example`): checked before anything is
 * built, reported in the build output, and the only `TYPESHELF_` variables
 * the bundle sees.
 */
function deploymentSettings(mode: string): void {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const env = loadEnv(mode, root, 'TYPESHELF_');
  for (const name of strayVariables(process.env)) delete process.env[name];
  const { errors, lines } = checkDeployment(env);
  if (errors.length > 0) throw new Error(`The deployment settings cannot work:\n- ${errors.join('\n- ')}`);
  if (process.env.VITEST === undefined) for (const line of lines) console.log(line);
}

// Read before the stray TYPESHELF_ variables are dropped.
const outDir = process.env.TYPESHELF_WEB_OUT ?? 'dist';
const previewAssetCache = process.env.TYPESHELF_PREVIEW_ASSET_CACHE;

const catalogue = builtCatalogue();

const config = {
  envPrefix: ['VITE_', 'TYPESHELF_'],
  plugins: [
    react(),
    defaultTheme(),
    preloadFonts(),
    VitePWA(pwaOptions),
    deployedAssetCache(previewAssetCache),
  ],
  resolve: {
    alias: [
      ...Object.entries(sourceAliases).map(([find, replacement]) => ({ find, replacement })),
      {
        find: 'use-sync-external-store/shim/index.js',
        replacement: fileURLToPath(new URL('./build/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  define: {
    __CATALOGUE_LAST_UPDATE__: JSON.stringify(catalogue.stamp),
    __CATALOGUE_BOOK_COUNT__: JSON.stringify(catalogue.books),
  },
  // Parallel builds (several test runs at once) each get their own output folder.
  build: {
    target: 'es2022',
    sourcemap: true,
    outDir,
    rolldownOptions: {
      // The timing check warns whenever a busy machine makes the build slow, which says nothing about the code.
      checks: { bundlerTimings: false },
      // Every module the entry imports statically (`$initial`) is fetched at start-up on every page,
      // so they go in one file, the entry's, instead of a dozen small ones split by which screens
      // also import them: the same code, less to download (no per-file imports, gzip framing or
      // separately compressed dictionaries) and fewer requests. Screens' chunks import from it.
      output: {
        codeSplitting: {
          groups: [{ name: 'index', tags: ['$initial'] }, shelfDataGroup, ...promptPartsGroups],
        },
      },
    },
  },
  worker: { format: 'es' },
  preview: { port: 4173, strictPort: false },
} satisfies UserConfig;

export default defineConfig(({ mode, isPreview }) => {
  // Serving a finished build (npm start, the browser tests) has nothing to check: the build did.
  if (!isPreview) deploymentSettings(mode);
  return config;
});
