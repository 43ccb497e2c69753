/// <reference types="vite-plugin-pwa/client" />

/** Set by the Vite config from the catalogue in `public/` at build time. */
declare const __CATALOGUE_LAST_UPDATE__: number | undefined;
declare const __CATALOGUE_BOOK_COUNT__: number | undefined;

/** The deployment settings a build takes (`.env.example`); unset ones are undefined. */
interface ImportMetaEnv {
  readonly TYPESHELF_SUPABASE_URL?: string;
  readonly TYPESHELF_SUPABASE_ANON_KEY?: string;
  readonly TYPESHELF_PADDLE_CLIENT_TOKEN?: string;
  readonly TYPESHELF_PADDLE_ENVIRONMENT?: string;
  readonly TYPESHELF_PRICE_STARTER?: string;
  readonly TYPESHELF_PRICE_MONTHLY?: string;
  readonly TYPESHELF_PRICE_ANNUALLY?: string;
  readonly TYPESHELF_ACCOUNTS?: string;
  readonly TYPESHELF_LOCAL_PAYMENTS?: string;
  readonly TYPESHELF_METADATA?: string;
  readonly TYPESHELF_STATIC_ORIGIN?: string;
  readonly TYPESHELF_MAIN_HOSTS?: string;
}
