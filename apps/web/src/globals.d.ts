/// <reference types="vite-plugin-pwa/client" />

/** Set by the Vite config from the catalogue in `public/` at build time. */
declare const __CATALOGUE_LAST_UPDATE__: number | undefined;
