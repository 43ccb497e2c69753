/**
 * Resolving links inside the container. Hrefs are URLs relative to the file
 * that holds them; anything that leaves the container (`../` past the root,
 * a scheme, an absolute path) resolves to null and is ignored.
 */

export interface ResolvedHref {
  /** Path of the target inside the archive. */
  path: string;
  /** The part after `#`, decoded; empty when none. */
  fragment: string;
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The folder of a path inside the archive, with a trailing slash, or '' at the root. */
export function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash + 1);
}

/** Resolves `href` found in the file at `from` (a path inside the archive). */
export function resolveHref(from: string, href: string): ResolvedHref | null {
  const base = folderOf(from);
  const trimmed = href.trim();
  if (trimmed === '' || /^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(trimmed) || trimmed.startsWith('/')) return null;
  const hash = trimmed.indexOf('#');
  const pathPart = (hash < 0 ? trimmed : trimmed.slice(0, hash)).split('?')[0] ?? '';
  const fragment = hash < 0 ? '' : decode(trimmed.slice(hash + 1));
  const segments = (pathPart === '' ? from : base + pathPart).split('/');
  const out: string[] = [];
  for (const segment of segments) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(decode(segment));
  }
  return { path: out.join('/'), fragment };
}
