import { parseHosts, staticSources } from '@typeshelf/core/book';

/** Resolves a catalogue path (e.g. `books/{id}/info.json`) against the app's base address. */
export const staticUrl = (path: string) => `${import.meta.env.BASE_URL}${path}`;

const STATIC_ORIGIN = (import.meta.env.TYPESHELF_STATIC_ORIGIN ?? '').trim();
const MAIN_HOSTS = parseHosts(import.meta.env.TYPESHELF_MAIN_HOSTS ?? '');

/** The addresses a catalogue file is fetched from, in order: the CDN (03 §7) when it serves this host, then the base. */
export const staticUrls = (path: string): string[] =>
  staticSources(path, {
    staticOrigin: STATIC_ORIGIN,
    mainHosts: MAIN_HOSTS,
    hostname: window.location.hostname,
    base: import.meta.env.BASE_URL,
  });
