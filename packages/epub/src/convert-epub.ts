import type { BookContent, BookInfo } from '@typeshelf/core/book';
import { metadataText, titleAlpha, type UnknownCharacters } from '@typeshelf/core/text';
import { bookId, classify, paragraphNormaliser } from './book/book-text';
import { cleanBookInfo } from './book/clean-book-info';
import { type AssembledChapter, assembleChapters, type SpineDocument } from './content/assemble-chapters';
import { isNotesSection, titleRule } from './content/chapter-modes';
import type { ContentDocument } from './content/content-events';
import { type ReadContext, readContentDocument } from './content/read-content-document';
import { readStyleSheet, type StyleRules } from './content/style-sheet';
import { AMBIGUOUS_CHAPTERS_MESSAGE, EpubError, isPackageError } from './errors';
import { readBookMetadata } from './package/book-metadata';
import { checkEncryption, checkMimetype, findPackagePath } from './package/container';
import { type CoverImage, readCoverImage } from './package/cover-image';
import type { ManifestItem, PackageDocument } from './package/package-document';
import { readPackageDocument } from './package/package-document';
import { type Navigation, readNavigation } from './package/table-of-contents';
import { decodeXml, decodeXmlPieces } from './xml/sax';
import type { NativeZlib } from './zip/native-zlib';
import { resolveLimits, type SafetyLimits } from './zip/safety-limits';
import { openZip, type ZipArchive } from './zip/zip-archive';

export interface ConvertOptions {
  /** Creation time, ms since the epoch (the caller's clock); 0 when absent. */
  now?: number;
  /** A user upload (the default): series null and part 0, as the specification fixes them. */
  custom?: boolean;
  /** Keep the EPUB's series and part even for a custom book; catalogue builds set `custom: false` instead. */
  keepSeries?: boolean;
  /**
   * Characters outside the book language's alphabet: kept (the default: the
   * typing engine accepts them without a keystroke), dropped, or latinised.
   */
  unknownCharacters?: UnknownCharacters;
  /** Tighter or looser bounds than {@link DEFAULT_SAFETY_LIMITS}. */
  limits?: Partial<SafetyLimits>;
  /**
   * Read the cover image (the default). A caller that shows only the text and
   * the info passes false: the cover is then null and never inflated, which
   * is most of the work for a book whose cover is a large picture. Nothing
   * else changes, since an unreadable cover is no error either way.
   */
  cover?: boolean;
  /**
   * Keep the chapters' text (the default). A caller that shows only the info
   * and how many paragraphs each chapter has passes false: every paragraph is
   * then the empty string. The text is still read, normalised and measured,
   * so the info (lengths, modes, warnings) is the same; it is only not held,
   * and for a long book holding it is a good part of the conversion's work
   * (War and Peace's text, kept to the end, costs the garbage collector
   * about a tenth of the conversion).
   */
  text?: boolean;
  /**
   * Native inflating and CRC-32 lent by the host: Node passes
   * `{ inflateRawSync, crc32 }` from `node:zlib`. The output is the same
   * either way; without it (in a browser) fflate inflates.
   */
  zlib?: NativeZlib;
}

/** A converted book: its info, its text by chapter id, and its cover image if it has one. */
export interface ConvertedBook {
  info: BookInfo;
  /**
   * Paragraphs by chapter id. Every chapter has an entry: `hide` chapters
   * keep their text too (so a reader can still show everything), and empty
   * chapters have an empty list. With `text: false` every paragraph is the
   * empty string.
   */
  content: BookContent;
  cover: CoverImage | null;
  /**
   * Why each chapter that is not typed is hidden or skipped, by chapter id:
   * the title's phrase or the semantics that decided it ('licence',
   * 'colophon', 'toc'), or a rule on its content ('pg header', 'fund page',
   * 'printed contents', 'no text'). For a maintainer checking a catalogue;
   * not part of the book's info.
   */
  reasons: Record<string, string>;
}

const CONTENT_TYPES = new Set([
  'application/xhtml+xml',
  'text/html',
  'application/xml',
  'text/xml',
  'text/x-oeb1-document',
  'application/x-dtbook+xml',
  'image/svg+xml',
]);

/** The spine item itself when readable as markup, else the first readable one along its fallback chain. */
function readableItem(opf: PackageDocument, item: ManifestItem): ManifestItem | null {
  const seen = new Set<string>();
  let current: ManifestItem | undefined = item;
  while (current && !seen.has(current.id)) {
    if (CONTENT_TYPES.has(current.mediaType) && current.mediaType !== 'application/xml') return current;
    seen.add(current.id);
    current = current.fallback ? opf.manifest.get(current.fallback) : undefined;
  }
  // A foreign XML item without a usable fallback is still read as markup.
  return CONTENT_TYPES.has(item.mediaType) || item.mediaType === '' ? item : null;
}

/** Names notes documents get ("notes.xhtml", "endnotes.xhtml", Wolne Lektury's "annotations.xhtml"). */
const NOTES_FILE = /(^|[/_-])((end|foot|rear)?notes?|annotations?|przypisy)\.x?html?$/i;

/**
 * The book's notes documents: those its landmarks or guide call notes, those
 * whose table-of-contents title names notes, and files named as notes.
 */
function notesDocuments(opf: PackageDocument, navigation: Navigation): Set<string> {
  const paths = new Set<string>();
  for (const [key, types] of navigation.landmarks) if (isNotesSection(types)) paths.add(key.split('#')[0]!);
  for (const entry of navigation.toc)
    if (/notes|przypisy/i.test(entry.title) && /^(end|foot)?notes$/.test(titleRule(entry.title).reason ?? ''))
      paths.add(entry.path);
  for (const item of opf.manifest.values()) if (NOTES_FILE.test(item.path)) paths.add(item.path);
  return paths;
}

/** Style sheets read as the documents link them, each once per book. */
function styleSheets(zip: ZipArchive): (path: string) => StyleRules | null {
  const read = new Map<string, StyleRules | null>();
  return (path) => {
    let rules = read.get(path);
    if (rules === undefined) {
      const entry = zip.find(path);
      try {
        rules = entry ? readStyleSheet(decodeXml(zip.read(entry))) : null;
      } catch {
        // An unreadable sheet styles nothing, as in a reading system.
        rules = null;
      }
      read.set(path, rules);
    }
    return rules;
  };
}

/** Characters of paragraph text in a document, as read. */
function characters(document: ContentDocument): number {
  let total = 0;
  for (const event of document.events) if (event.type === 'paragraph') total += event.length;
  return total;
}

/**
 * The documents of the spine. A book may list an item more than once (EPUB
 * 3.3 allows it and each listing is read), but a hostile one lists a chapter
 * thousands of times to multiply its text, so past `maxSpineRepeats` the file
 * is refused. The text read is counted against `maxCharacters` as each
 * document is parsed, before it is kept.
 */
function spineDocuments(
  zip: ZipArchive,
  opf: PackageDocument,
  tocPaths: ReadonlySet<string>,
  limits: SafetyLimits,
  context: ReadContext,
): SpineDocument[] {
  const documents: SpineDocument[] = [];
  const listed = new Map<string, number>();
  let read = 0;
  for (const { item, linear } of opf.spine) {
    const times = (listed.get(item.path) ?? 0) + 1;
    if (times > limits.maxSpineRepeats)
      throw new EpubError(
        'File too large',
        `the spine lists ${item.path} more than ${limits.maxSpineRepeats} times`,
      );
    listed.set(item.path, times);
    // Non-linear items (pop-up notes, answer keys) are read only when the table of contents leads to them.
    if (!linear && tocPaths.size > 0 && !tocPaths.has(item.path)) continue;
    const readable = readableItem(opf, item);
    const entry = readable ? zip.find(readable.path) : undefined;
    if (!entry) continue;
    documents.push({
      path: item.path,
      read: (anchors) => {
        const document = readContentDocument(decodeXmlPieces(zip.read(entry)), entry.name, anchors, context);
        read += characters(document);
        if (read > limits.maxCharacters)
          throw new EpubError('File too large', `more than ${limits.maxCharacters} characters`);
        return document;
      },
    });
  }
  return documents;
}

function checkUniqueIds(chapters: readonly AssembledChapter[]): void {
  const ids = new Set<string>();
  for (const chapter of chapters) {
    if (ids.has(chapter.info.id)) throw new EpubError('Ambiguous chapter names', AMBIGUOUS_CHAPTERS_MESSAGE);
    ids.add(chapter.info.id);
  }
}

function convert(bytes: Uint8Array, options: ConvertOptions): ConvertedBook {
  const limits = resolveLimits(options.limits);
  const zip = openZip(bytes, limits, options.zlib);
  checkMimetype(zip);
  checkEncryption(zip);
  const opf = readPackageDocument(zip, findPackagePath(zip));
  if (opf.spine.length === 0) throw new EpubError('Incorrect epub file', 'the package has no spine');
  const metadata = readBookMetadata(opf);
  // The landmarks come with the navigation document, so it is read before the cover it may point at.
  const navigation = readNavigation(zip, opf);
  const coverPages = [...navigation.landmarks]
    .filter(([, types]) => types.includes('cover'))
    .map(([key]) => key.split('#')[0]!);
  const cover = options.cover === false ? null : readCoverImage(zip, opf, coverPages);
  const tocPaths = new Set(navigation.toc.map((entry) => entry.path));
  const normalise = paragraphNormaliser(metadata.language, options.unknownCharacters);
  const { chapters, hasSpeakers } = assembleChapters(
    spineDocuments(zip, opf, tocPaths, limits, {
      normalise,
      styleSheet: styleSheets(zip),
      noteDocuments: notesDocuments(opf, navigation),
    }),
    navigation.toc,
    navigation.landmarks,
    options.text !== false,
  );
  if (chapters.length === 0) throw new EpubError('Incorrect epub file', 'no readable document in the spine');
  if (chapters.length > limits.maxChapters)
    throw new EpubError('File too large', `${chapters.length} chapters`);
  checkUniqueIds(chapters);

  const custom = options.custom ?? true;
  const keepSeries = options.keepSeries ?? !custom;
  // Cleaned before the id and sort title are made from them.
  const author = metadata.authors.map(metadataText).join(' & ') || 'Unknown';
  const title = metadataText(metadata.title) || 'No Title';
  const createdAt = options.now ?? 0;
  const content: BookContent = {};
  const reasons: Record<string, string> = {};
  for (const chapter of chapters) {
    content[chapter.info.id] = chapter.paragraphs;
    if (chapter.reason !== null) reasons[chapter.info.id] = chapter.reason;
  }
  const info: BookInfo = {
    id: bookId(author, title),
    title,
    titleAlpha: titleAlpha(title),
    author,
    language: metadata.language,
    description: metadata.description,
    longDescription: metadata.longDescription,
    year: metadata.year,
    ...classify(metadata.subjects),
    rights: metadata.rights,
    publisher: metadata.publisher,
    series: keepSeries ? metadata.series : null,
    part: keepSeries ? metadata.part : 0,
    source: metadata.source,
    chapters: chapters.map((chapter) => chapter.info),
    openlibraryId: null,
    goodreadsId: null,
    rating: null,
    popularity: null,
    cover: null,
    free: false,
    active: true,
    custom,
    createdAt,
    updatedAt: createdAt,
    hasComments: hasSpeakers,
    warnings: [
      ...(navigation.toc.length === 0 ? ['no toc'] : []),
      ...(chapters.every((chapter) => chapter.info.mode === 'hide') ? ['no text'] : []),
    ],
  };
  return { info: cleanBookInfo(info), content, cover, reasons };
}

/**
 * Converts an EPUB (2 or 3) into a book, in the specification's import order:
 * mimetype, container, package, cover, table of contents, spine. Synchronous
 * and free of DOM and Node APIs, so it runs in a Web Worker as well as in Node.
 *
 * Throws {@link EpubError} only: encrypted, invalid or unreadable files get the
 * specification's upload messages; anything unforeseen becomes 'Unexpected error'.
 */
export function convertEpub(bytes: Uint8Array, options: ConvertOptions = {}): ConvertedBook {
  try {
    return convert(bytes, options);
  } catch (error) {
    if (isPackageError(error)) throw error;
    throw new EpubError('Unexpected error', error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
}
