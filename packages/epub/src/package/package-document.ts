import { EpubError } from '../errors';
import { decodeXmlPieces } from '../xml/sax';
import {
  attribute,
  childElements,
  firstDescendant,
  parseXmlTree,
  textContent,
  type XmlElement,
} from '../xml/xml-tree';
import type { ZipArchive } from '../zip/zip-archive';
import { resolveHref } from './resolve-href';

/** One manifest item, its href resolved to a path inside the archive. */
export interface ManifestItem {
  id: string;
  path: string;
  mediaType: string;
  properties: string[];
  fallback: string | null;
}

export interface SpineItem {
  item: ManifestItem;
  linear: boolean;
}

/** A metadata element with the EPUB 3 `refines` metas and EPUB 2 `opf:` attributes folded in. */
export interface MetadataEntry {
  value: string;
  id: string | null;
  /** Refinements and attributes by property name, e.g. `role`, `file-as`, `event`. */
  refinements: Record<string, string[]>;
}

/** The package document (OPF), EPUB 2 or 3, read into plain data. */
export interface PackageDocument {
  path: string;
  version: string;
  /** The package's `xml:lang`, a fallback when dc:language is missing. */
  packageLanguage: string | null;
  /** Dublin Core elements by local name (`title`, `creator`, `date`…), in document order. */
  dc: Record<string, MetadataEntry[]>;
  /** EPUB 3 `meta property=…` without `refines`, by property. */
  properties: Record<string, MetadataEntry[]>;
  /** EPUB 2 `meta name=… content=…`, by name. */
  namedMeta: Record<string, string[]>;
  manifest: Map<string, ManifestItem>;
  spine: SpineItem[];
  /** The NCX named by the spine's `toc` attribute or found by media type. */
  ncx: ManifestItem | null;
  /** The EPUB 3 navigation document. */
  nav: ManifestItem | null;
  /** EPUB 2 guide references: type and target. */
  guide: { type: string; path: string; fragment: string }[];
}

function pushTo<T>(map: Record<string, T[]>, key: string, value: T): void {
  const list = map[key];
  if (list) list.push(value);
  else map[key] = [value];
}

function readMetadata(metadata: XmlElement) {
  const dc: Record<string, MetadataEntry[]> = Object.create(null);
  const properties: Record<string, MetadataEntry[]> = Object.create(null);
  const namedMeta: Record<string, string[]> = Object.create(null);
  const byId = new Map<string, MetadataEntry>();
  const refinements: { target: string; property: string; value: string }[] = [];
  // EPUB 2 packages may wrap metadata in dc-metadata / x-metadata.
  const elements = childElements(metadata).flatMap((element) =>
    element.local === 'dc-metadata' || element.local === 'x-metadata' ? childElements(element) : [element],
  );
  for (const element of elements) {
    const id = element.attributes.id ?? null;
    if (element.local === 'meta') {
      const property = element.attributes.property;
      const name = element.attributes.name;
      if (property !== undefined) {
        const value = textContent(element);
        const refines = element.attributes.refines;
        if (refines !== undefined) refinements.push({ target: refines.replace(/^#/, ''), property, value });
        else {
          const entry: MetadataEntry = { value, id, refinements: Object.create(null) };
          pushTo(properties, property, entry);
          if (id) byId.set(id, entry);
        }
      } else if (name !== undefined) pushTo(namedMeta, name, element.attributes.content ?? '');
      continue;
    }
    const entry: MetadataEntry = { value: textContent(element), id, refinements: Object.create(null) };
    for (const [name, value] of Object.entries(element.attributes)) {
      if (name.startsWith('opf:')) pushTo(entry.refinements, name.slice(4), value);
    }
    pushTo(dc, element.local, entry);
    if (id) byId.set(id, entry);
  }
  for (const { target, property, value } of refinements) {
    const entry = byId.get(target);
    if (entry) pushTo(entry.refinements, property, value);
  }
  return { dc, properties, namedMeta };
}

/** Step 3 of the import order: reads the package file named by the container. */
export function readPackageDocument(zip: ZipArchive, path: string): PackageDocument {
  const entry = zip.find(path);
  if (!entry) throw new EpubError('Incorrect epub file', `no package file at ${path}`);
  const tree = parseXmlTree(decodeXmlPieces(zip.read(entry)), entry.name);
  const root = childElements(tree, 'package')[0];
  if (!root) throw new EpubError('Incorrect epub file', 'the package file has no package element');
  const metadataElement = firstDescendant(root, 'metadata');
  const { dc, properties, namedMeta } = metadataElement
    ? readMetadata(metadataElement)
    : { dc: Object.create(null), properties: Object.create(null), namedMeta: Object.create(null) };

  const manifest = new Map<string, ManifestItem>();
  const manifestElement = childElements(root, 'manifest')[0];
  for (const element of manifestElement ? childElements(manifestElement, 'item') : []) {
    const id = element.attributes.id;
    const href = element.attributes.href;
    if (!id || href === undefined || manifest.has(id)) continue;
    const resolved = resolveHref(entry.name, href);
    if (!resolved) continue;
    manifest.set(id, {
      id,
      path: resolved.path,
      mediaType: (element.attributes['media-type'] ?? '').toLowerCase().trim(),
      properties: (element.attributes.properties ?? '').split(/\s+/).filter(Boolean),
      fallback: element.attributes.fallback ?? null,
    });
  }

  const spineElement = childElements(root, 'spine')[0];
  const spine: SpineItem[] = [];
  for (const itemref of spineElement ? childElements(spineElement, 'itemref') : []) {
    const item = manifest.get(itemref.attributes.idref ?? '');
    if (item) spine.push({ item, linear: itemref.attributes.linear !== 'no' });
  }
  const items = [...manifest.values()];
  const tocId = spineElement?.attributes.toc;
  const ncx =
    (tocId ? manifest.get(tocId) : undefined) ??
    items.find((item) => item.mediaType === 'application/x-dtbncx+xml');
  const nav = items.find((item) => item.properties.includes('nav'));
  const guide: PackageDocument['guide'] = [];
  const guideElement = childElements(root, 'guide')[0];
  for (const reference of guideElement ? childElements(guideElement, 'reference') : []) {
    const target = resolveHref(entry.name, reference.attributes.href ?? '');
    const type = reference.attributes.type?.toLowerCase();
    if (target && type) guide.push({ type, ...target });
  }
  return {
    guide,
    path: entry.name,
    version: root.attributes.version ?? '',
    packageLanguage: attribute(root, 'lang') ?? null,
    dc,
    properties,
    namedMeta,
    manifest,
    spine,
    ncx: ncx ?? null,
    nav: nav ?? null,
  };
}
