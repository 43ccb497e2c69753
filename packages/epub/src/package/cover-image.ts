import { decodeXmlPieces } from '../xml/sax';
import { descendants, parseXmlTree } from '../xml/xml-tree';
import type { ZipArchive } from '../zip/zip-archive';
import type { ManifestItem, PackageDocument } from './package-document';
import { resolveHref } from './resolve-href';

/** A cover image as stored in the EPUB (JPEG, PNG, GIF, WebP or SVG). */
export interface CoverImage {
  mediaType: string;
  bytes: Uint8Array;
}

const isImage = (item: ManifestItem) => item.mediaType.startsWith('image/');
const isPage = (item: ManifestItem) => /html|xml/.test(item.mediaType) && !isImage(item);

/** The first image an XHTML cover page shows (`<img src>` or SVG `<image href>`). */
function imageOfPage(zip: ZipArchive, opf: PackageDocument, page: ManifestItem): ManifestItem | undefined {
  const entry = zip.find(page.path);
  if (!entry) return undefined;
  const tree = parseXmlTree(decodeXmlPieces(zip.read(entry)), entry.name);
  const sources = [
    ...descendants(tree, 'img').map((img) => img.attributes.src),
    ...descendants(tree, 'image').map((image) => image.attributes['xlink:href'] ?? image.attributes.href),
  ];
  for (const source of sources) {
    const target = source ? resolveHref(entry.name, source) : null;
    const item = target
      ? [...opf.manifest.values()].find((candidate) => candidate.path === target.path)
      : undefined;
    if (item && isImage(item)) return item;
  }
  return undefined;
}

function findCoverItem(
  zip: ZipArchive,
  opf: PackageDocument,
  coverPages: readonly string[],
): ManifestItem | undefined {
  const items = [...opf.manifest.values()];
  const declared = items.find((item) => item.properties.includes('cover-image') && isImage(item));
  if (declared) return declared;
  const metaId = opf.namedMeta.cover?.[0];
  if (metaId) {
    const byId = opf.manifest.get(metaId) ?? items.find((item) => item.path.endsWith(metaId));
    if (byId && isImage(byId)) return byId;
  }
  const pages = [
    ...opf.guide.filter((reference) => reference.type === 'cover').map((r) => r.path),
    ...coverPages,
  ];
  for (const path of pages) {
    const page = items.find((item) => item.path === path);
    const image = page && isPage(page) ? imageOfPage(zip, opf, page) : undefined;
    if (image) return image;
  }
  return items.find((item) => isImage(item) && /(^|[/_.-])cover/i.test(item.id + ' ' + item.path));
}

/**
 * The cover's bytes in a buffer no other bytes share, since a caller may
 * transfer it to another thread. An inflater's result starts its own buffer,
 * which is one byte longer than the promised size (so a longer stream would
 * show): that buffer is the cover's already, and copying a large one cost as
 * much as inflating it (War and Peace's 1.9 MB SVG: about 10 ms, mostly the
 * new pages). Anything else is copied: a stored entry is a view into the
 * whole EPUB, and a small result may be a view into a pool of the host's
 * (copied by the constructor: a host's `slice` may be a view).
 */
function ownBytes(bytes: Uint8Array): Uint8Array {
  const spare = bytes.buffer.byteLength - bytes.byteLength;
  return bytes.byteOffset === 0 && (spare === 0 || spare === 1) ? bytes : new Uint8Array(bytes);
}

/**
 * Step 4 of the import order: the cover, from the EPUB 3 `cover-image`
 * property, the EPUB 2 `<meta name="cover">`, the guide's or landmarks' cover
 * page (`coverPages`), or an image named "cover". A missing or unreadable
 * cover is no error: null.
 */
export function readCoverImage(
  zip: ZipArchive,
  opf: PackageDocument,
  coverPages: readonly string[] = [],
): CoverImage | null {
  try {
    const item = findCoverItem(zip, opf, coverPages);
    const entry = item ? zip.find(item.path) : undefined;
    if (!item || !entry) return null;
    const bytes = zip.read(entry);
    return { mediaType: item.mediaType, bytes: ownBytes(bytes) };
  } catch {
    return null;
  }
}
