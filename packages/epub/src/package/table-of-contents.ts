import { decodeXmlPieces } from '../xml/sax';
import {
  attribute,
  childElements,
  descendants,
  parseXmlTree,
  textContent,
  type XmlElement,
} from '../xml/xml-tree';
import type { ZipArchive } from '../zip/zip-archive';
import type { PackageDocument } from './package-document';
import { resolveHref } from './resolve-href';

/** One table-of-contents entry, flattened in reading order. */
export interface TocEntry {
  title: string;
  path: string;
  /** Target element id inside the file; empty for the file's start. */
  fragment: string;
  /** Nesting depth, 0 for top-level entries. */
  depth: number;
}

export interface Navigation {
  toc: TocEntry[];
  /** Landmark types by target (`path` or `path#fragment`), from the EPUB 3 landmarks nav or EPUB 2 guide. */
  landmarks: Map<string, string[]>;
}

const epubTypes = (element: XmlElement): string[] =>
  (attribute(element, 'type') ?? '').split(/\s+/).filter(Boolean);

/**
 * Visits items and their nested items in document order, each with its
 * depth, with an explicit stack: a hostile file may nest thousands of levels,
 * more than the call stack holds.
 */
function walkNested(
  roots: XmlElement[],
  children: (item: XmlElement) => XmlElement[],
  visit: (item: XmlElement, depth: number) => void,
): void {
  const stack = [{ items: roots, next: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const item = top.items[top.next++];
    if (item === undefined) {
      stack.pop();
      continue;
    }
    visit(item, stack.length - 1);
    const nested = children(item);
    if (nested.length > 0) stack.push({ items: nested, next: 0 });
  }
}

function readNavList(list: XmlElement, from: string, out: TocEntry[]): void {
  const items = (parent: XmlElement) => childElements(parent, 'li');
  const nestedItems = (item: XmlElement) => childElements(item, 'ol').flatMap(items);
  walkNested(items(list), nestedItems, (item, depth) => {
    const label = childElements(item).find((child) => child.local === 'a' || child.local === 'span');
    const href = label?.local === 'a' ? label.attributes.href : undefined;
    const target = href === undefined ? null : resolveHref(from, href);
    if (label && target)
      out.push({ title: textContent(label), path: target.path, fragment: target.fragment, depth });
  });
}

function readNav(tree: XmlElement, from: string, landmarks: Map<string, string[]>): TocEntry[] {
  const navs = descendants(tree, 'nav');
  const toc: TocEntry[] = [];
  const tocNav = navs.find((nav) => epubTypes(nav).includes('toc'));
  for (const list of tocNav ? childElements(tocNav, 'ol') : []) readNavList(list, from, toc);
  const landmarksNav = navs.find((nav) => epubTypes(nav).includes('landmarks'));
  for (const link of landmarksNav ? descendants(landmarksNav, 'a') : []) {
    const target = resolveHref(from, link.attributes.href ?? '');
    const types = epubTypes(link);
    if (target && types.length > 0) {
      landmarks.set(target.fragment ? `${target.path}#${target.fragment}` : target.path, types);
    }
  }
  return toc;
}

function readNcxPoints(parent: XmlElement, from: string, out: TocEntry[]): void {
  const points = (element: XmlElement) => childElements(element, 'navpoint');
  walkNested(points(parent), points, (point, depth) => {
    const label = childElements(point, 'navlabel')[0];
    const content = childElements(point, 'content')[0];
    const target = content ? resolveHref(from, content.attributes.src ?? '') : null;
    if (target)
      out.push({
        title: label ? textContent(label) : '',
        path: target.path,
        fragment: target.fragment,
        depth,
      });
  });
}

function readNcx(tree: XmlElement, from: string): TocEntry[] {
  const toc: TocEntry[] = [];
  const navMap = descendants(tree, 'navmap')[0];
  if (navMap) readNcxPoints(navMap, from, toc);
  return toc;
}

function readGuide(opf: PackageDocument, landmarks: Map<string, string[]>): void {
  for (const { type, path, fragment } of opf.guide) {
    const key = fragment ? `${path}#${fragment}` : path;
    if (!landmarks.has(key)) landmarks.set(key, [type]);
  }
}

/**
 * Step 5 of the import order: the table of contents, from the EPUB 3
 * navigation document, else the EPUB 2 NCX. Entries whose target is not in
 * the spine are dropped; an unreadable navigation file counts as none, so the
 * book is read from the spine instead (with the 'no toc' warning).
 */
export function readNavigation(zip: ZipArchive, opf: PackageDocument): Navigation {
  const landmarks = new Map<string, string[]>();
  const inSpine = new Set(opf.spine.map((spine) => spine.item.path));
  const usable = (entries: TocEntry[]) => entries.filter((entry) => inSpine.has(entry.path));
  let toc: TocEntry[] = [];
  const tryRead = (read: () => TocEntry[]) => {
    if (toc.length > 0) return;
    try {
      toc = usable(read());
    } catch {
      toc = [];
    }
  };
  const { nav, ncx } = opf;
  if (nav) {
    tryRead(() => {
      const entry = zip.find(nav.path);
      return entry
        ? readNav(parseXmlTree(decodeXmlPieces(zip.read(entry)), entry.name), entry.name, landmarks)
        : [];
    });
  }
  if (ncx) {
    tryRead(() => {
      const entry = zip.find(ncx.path);
      return entry ? readNcx(parseXmlTree(decodeXmlPieces(zip.read(entry)), entry.name), entry.name) : [];
    });
  }
  readGuide(opf, landmarks);
  return { toc, landmarks };
}
