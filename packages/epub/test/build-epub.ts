import { strToU8, type Zippable, zipSync } from 'fflate';

/** Files of a small EPUB 3 for tests; `chapter` is the body of its one content document. */
export function epubFiles(chapter: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    mimetype: 'application/epub+zip',
    'META-INF/container.xml':
      '<?xml version="1.0"?><container xmlns="urn:oasis:names:tc:opendocument:xmlns:container" version="1.0"><rootfiles><rootfile full-path="OEBPS/package.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    'OEBPS/package.opf': `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">x</dc:identifier><dc:title>Test Book</dc:title><dc:creator>Doe, Jane</dc:creator><dc:language>en</dc:language></metadata><manifest><item id="c1" href="c1.xhtml" media-type="application/xhtml+xml"/></manifest><spine><itemref idref="c1"/></spine></package>`,
    'OEBPS/c1.xhtml': `<?xml version="1.0"?>${chapter}`,
    ...extra,
  };
}

/** Zips files the way an EPUB is packaged: mimetype first and stored, the rest deflated. */
export function zipEpub(files: Record<string, string>): Uint8Array {
  const entries: Zippable = {};
  for (const [name, text] of Object.entries(files)) {
    entries[name] = [strToU8(text), { level: name === 'mimetype' ? 0 : 6 }];
  }
  return zipSync(entries);
}

/** A content document with `body` inside an XHTML body. */
export function xhtml(body: string, doctype = ''): string {
  return `${doctype}<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>C</title></head><body>${body}</body></html>`;
}
