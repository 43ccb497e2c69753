import { EpubError } from '../errors';
import { decodeXmlPieces } from '../xml/sax';
import { utf8 } from '../xml/text-decoder';
import { attribute, descendants, parseXmlTree } from '../xml/xml-tree';
import type { ZipArchive } from '../zip/zip-archive';

const EPUB_MIMETYPE = 'application/epub+zip';

/** Font obfuscation is not DRM: the text stays readable (IDPF and Adobe algorithms). */
const FONT_OBFUSCATION = new Set(['http://www.idpf.org/2008/embedding', 'http://ns.adobe.com/pdf/enc#RC']);

/** Step 1 of the import order: the `mimetype` entry must read exactly `application/epub+zip`. */
export function checkMimetype(zip: ZipArchive): void {
  const entry = zip.find('mimetype');
  if (entry?.name !== 'mimetype') throw new EpubError('Incorrect epub file', 'no mimetype entry');
  const value = utf8.decode(zip.read(entry));
  if (value !== EPUB_MIMETYPE)
    throw new EpubError('Incorrect epub file', `mimetype reads ${JSON.stringify(value)}`);
}

/**
 * Refuses DRM: a `rights.xml`, or an `encryption.xml` that encrypts anything
 * with an algorithm other than font obfuscation. An encryption file that
 * cannot be read is taken as encryption too: nothing proves the text is plain.
 */
export function checkEncryption(zip: ZipArchive): void {
  if (zip.find('META-INF/rights.xml')) throw new EpubError('Encrypted epub file', 'META-INF/rights.xml');
  const entry = zip.find('META-INF/encryption.xml');
  if (!entry) return;
  let algorithms: string[];
  try {
    const tree = parseXmlTree(decodeXmlPieces(zip.read(entry)), entry.name);
    algorithms = descendants(tree, 'encrypteddata').map((data) => {
      const method = descendants(data, 'encryptionmethod')[0];
      return method ? (attribute(method, 'Algorithm') ?? '') : '';
    });
  } catch (cause) {
    throw new EpubError('Encrypted epub file', 'unreadable META-INF/encryption.xml', { cause });
  }
  const drm = algorithms.find((algorithm) => !FONT_OBFUSCATION.has(algorithm));
  if (drm !== undefined)
    throw new EpubError('Encrypted epub file', `encryption algorithm ${drm || '(none)'}`);
}

/** Step 2: the container names the package file; the first rootfile wins (multiple renditions). */
export function findPackagePath(zip: ZipArchive): string {
  const entry = zip.find('META-INF/container.xml');
  if (!entry) throw new EpubError('Incorrect epub file', 'no META-INF/container.xml');
  const tree = parseXmlTree(decodeXmlPieces(zip.read(entry)), entry.name);
  const rootfiles = descendants(tree, 'rootfile');
  const preferred =
    rootfiles.find((rootfile) => {
      const type = attribute(rootfile, 'media-type');
      return (
        attribute(rootfile, 'full-path') && (type === undefined || type === 'application/oebps-package+xml')
      );
    }) ?? rootfiles.find((rootfile) => attribute(rootfile, 'full-path'));
  const path = preferred ? attribute(preferred, 'full-path') : undefined;
  if (!path) throw new EpubError('Incorrect epub file', 'the container names no package file');
  return path.replace(/^\/+/, '');
}
