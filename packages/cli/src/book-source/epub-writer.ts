import { strToU8, type Zippable, zipSync } from 'fflate';

/** One block of a chapter: a heading or a paragraph of inline runs. */
export type EpubBlock =
  | { type: 'heading'; level: 1 | 2 | 3; runs: EpubRun[] }
  | { type: 'paragraph'; runs: EpubRun[] };

/** A run of text with at most one emphasis style. */
export interface EpubRun {
  text: string;
  style: 'plain' | 'em' | 'strong';
}

export interface EpubChapter {
  title: string;
  blocks: EpubBlock[];
}

/** Everything an EPUB 3 package needs, already validated. */
export interface EpubDocument {
  identifier: string;
  title: string;
  author: string;
  language: string;
  publisher: string | null;
  /** One paragraph: `dc:description`. */
  description: string | null;
  /** Further paragraphs, written as Standard Ebooks' `se:long-description` (escaped XHTML). */
  longDescription: string[];
  subjects: string[];
  rights: string | null;
  /** ISO 8601 instant; becomes `dcterms:modified` and every zip entry's time, so output is stable. */
  modified: string;
  /** Publication date (`dc:date`), e.g. "2026"; omitted when null. */
  date: string | null;
  chapters: EpubChapter[];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const renderRun = (run: EpubRun): string => {
  const text = escapeXml(run.text);
  switch (run.style) {
    case 'plain':
      return text;
    case 'em':
      return `<em>${text}</em>`;
    case 'strong':
      return `<strong>${text}</strong>`;
  }
};

const renderRuns = (runs: readonly EpubRun[]) => runs.map(renderRun).join('');

const renderBlock = (block: EpubBlock) => {
  switch (block.type) {
    case 'heading':
      return `<h${block.level}>${renderRuns(block.runs)}</h${block.level}>`;
    case 'paragraph':
      return `<p>${renderRuns(block.runs)}</p>`;
  }
};

const chapterFile = (index: number) => `text/chapter-${String(index).padStart(3, '0')}.xhtml`;

const xhtml = (language: string, title: string, body: string, extraNs = '') =>
  `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml"${extraNs} xml:lang="${escapeXml(language)}" lang="${escapeXml(language)}">
<head>
<title>${escapeXml(title)}</title>
</head>
<body>
${body}
</body>
</html>
`;

const containerXml = `<?xml version="1.0" encoding="utf-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles>
<rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
</rootfiles>
</container>
`;

function packageDocument(doc: EpubDocument): string {
  const optional = (tag: string, value: string | null) =>
    value === null ? '' : `\n<dc:${tag}>${escapeXml(value)}</dc:${tag}>`;
  const subjects = doc.subjects.map((subject) => `\n<dc:subject>${escapeXml(subject)}</dc:subject>`).join('');
  const items = doc.chapters
    .map((_, i) => `\n<item id="chapter-${i}" href="${chapterFile(i)}" media-type="application/xhtml+xml"/>`)
    .join('');
  const long =
    doc.longDescription.length === 0
      ? ''
      : `\n<meta property="se:long-description">${escapeXml(doc.longDescription.map((p) => `<p>${escapeXml(p)}</p>`).join(''))}</meta>`;
  const spine = doc.chapters.map((_, i) => `\n<itemref idref="chapter-${i}"/>`).join('');
  return `<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" prefix="se: https://standardebooks.org/vocab/1.0" xml:lang="${escapeXml(doc.language)}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="uid">${escapeXml(doc.identifier)}</dc:identifier>
<dc:title>${escapeXml(doc.title)}</dc:title>
<dc:creator>${escapeXml(doc.author)}</dc:creator>
<dc:language>${escapeXml(doc.language)}</dc:language>${optional('publisher', doc.publisher)}${optional('description', doc.description)}${optional('rights', doc.rights)}${optional('date', doc.date)}${subjects}${long}
<meta property="dcterms:modified">${escapeXml(doc.modified.replace(/\.\d+Z$/, 'Z'))}</meta>
</metadata>
<manifest>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>${items}
</manifest>
<spine toc="ncx">${spine}
</spine>
</package>
`;
}

function navDocument(doc: EpubDocument): string {
  const entries = doc.chapters
    .map((chapter, i) => `<li><a href="${chapterFile(i)}">${escapeXml(chapter.title)}</a></li>`)
    .join('\n');
  const body = `<nav epub:type="toc" id="toc">
<h1>${escapeXml(doc.title)}</h1>
<ol>
${entries}
</ol>
</nav>`;
  return xhtml(doc.language, doc.title, body, ' xmlns:epub="http://www.idpf.org/2007/ops"');
}

/** The EPUB 2 table of contents, for readers that ignore the EPUB 3 navigation document. */
function ncxDocument(doc: EpubDocument): string {
  const points = doc.chapters
    .map(
      (chapter, i) =>
        `<navPoint id="np-${i}" playOrder="${i + 1}"><navLabel><text>${escapeXml(chapter.title)}</text></navLabel><content src="${chapterFile(i)}"/></navPoint>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
<head><meta name="dtb:uid" content="${escapeXml(doc.identifier)}"/></head>
<docTitle><text>${escapeXml(doc.title)}</text></docTitle>
<navMap>
${points}
</navMap>
</ncx>
`;
}

/**
 * Packs a document as an EPUB 3 file: `mimetype` first and stored, then the
 * container, package document, navigation and one XHTML file per chapter.
 * Every entry carries the document's modification time, so the same document
 * always gives the same bytes.
 */
export function writeEpub(doc: EpubDocument): Uint8Array {
  const mtime = new Date(doc.modified);
  const files: Zippable = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(containerXml),
    'OEBPS/content.opf': strToU8(packageDocument(doc)),
    'OEBPS/nav.xhtml': strToU8(navDocument(doc)),
    'OEBPS/toc.ncx': strToU8(ncxDocument(doc)),
  };
  doc.chapters.forEach((chapter, i) => {
    const body = `<section>\n${chapter.blocks.map(renderBlock).join('\n')}\n</section>`;
    files[`OEBPS/${chapterFile(i)}`] = strToU8(xhtml(doc.language, chapter.title, body));
  });
  return zipSync(files, { level: 9, mtime });
}
