/**
 * Where a catalogue book file is fetched from (03 §7): the static (CDN)
 * origin first, then the app's own address when it fails. The CDN serves
 * only the production hosts when they are named (03 §9's two main domains),
 * so a dev. host, a preview or a local run reads the files it was built with.
 */

export interface StaticSourcesConfig {
  /** The CDN origin ("https://cdn.example.org"), or empty for none. */
  staticOrigin: string;
  /** The production host names; empty means the CDN serves every host. */
  mainHosts: readonly string[];
  /** The page's host name. */
  hostname: string;
  /** The app's own base path ("/"). */
  base: string;
}

/** The addresses to try for a static path ("books/{id}/info.json"), in order. */
export function staticSources(path: string, config: StaticSourcesConfig): string[] {
  const own = `${config.base}${path}`;
  const origin = config.staticOrigin.trim().replace(/\/+$/, '');
  const onMainHost =
    config.mainHosts.length === 0 || config.mainHosts.includes(config.hostname.toLowerCase());
  if (origin === '' || !onMainHost || !path.startsWith('books/')) return [own];
  return [`${origin}/${path}`, own];
}

/** The production host names of a comma-separated setting. */
export const parseHosts = (setting: string): string[] =>
  setting
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
