import { convertEpub, EpubError, UPLOAD_MESSAGES } from '@typeshelf/epub';
import { describe, expect, it } from 'vitest';
import { corpus, readCorpusFile } from './corpus';

/** What each refused file's manifest entry implies; every other invalid file may convert or be refused cleanly. */
const REFUSED: Record<string, string> = {
  'invalid/ec_epub3_ocf-container-file-missing-fatal.epub': UPLOAD_MESSAGES.invalidEpub,
  'invalid/ec_epub3_ocf-container-not-ocf-error.epub': UPLOAD_MESSAGES.invalidEpub,
  'invalid/ec_epub3_ocf-encryption-unknown-valid.epub': UPLOAD_MESSAGES.encrypted,
  'invalid/ec_epub3_ocf-encryption-duplicate-ids-error.epub': UPLOAD_MESSAGES.encrypted,
  'invalid/ec_epub3_ocf-mimetype-file-incorrect-value-error.epub': UPLOAD_MESSAGES.invalidEpub,
  'invalid/ec_epub3_ocf-mimetype-file-leading-spaces-error.epub': UPLOAD_MESSAGES.invalidEpub,
  'invalid/ec_epub3_ocf-mimetype-file-missing-error.epub': UPLOAD_MESSAGES.invalidEpub,
  'invalid/ec_epub3_ocf-mimetype-file-missing-error_expanded-zipped-by-us.epub': UPLOAD_MESSAGES.invalidEpub,
  'invalid/ec_epub3_ocf-mimetype-file-trailing-newline-error.epub': UPLOAD_MESSAGES.invalidEpub,
  'invalid/ec_epub3_ocf-package-document-missing-fatal.epub': UPLOAD_MESSAGES.invalidEpub,
  'invalid/ec_epub3_ocf-zip-unreadable-empty-fatal.epub': UPLOAD_MESSAGES.invalidEpub,
  'invalid/ec_epub3_ocf-zip-unreadable-image-with-epub-extension-fatal.epub': UPLOAD_MESSAGES.invalidEpub,
  'invalid/ec_epub3_ocf-zip-unreadable-no-end-header-fatal.epub': UPLOAD_MESSAGES.invalidEpub,
  'invalid/w3c_ocf-zip-comp.epub': UPLOAD_MESSAGES.invalidEpub,
  'invalid/w3c_pub-xml-names.epub': UPLOAD_MESSAGES.invalidEpub,
  'invalid/w3c_pub-xml-non-validating_unclosed.epub': UPLOAD_MESSAGES.invalidEpub,
};

function outcome(file: string) {
  try {
    return { book: convertEpub(readCorpusFile(file)) };
  } catch (error) {
    return { error };
  }
}

describe('invalid files', () => {
  it.each(corpus('invalid'))('$file is handled cleanly', ({ file }) => {
    const { book, error } = outcome(file);
    const expected = REFUSED[file];
    if (expected) {
      expect(error).toBeInstanceOf(EpubError);
      expect((error as EpubError).message).toBe(expected);
      return;
    }
    if (error) {
      expect(error).toBeInstanceOf(EpubError);
      expect((error as EpubError).kind).not.toBe('Unexpected error');
      return;
    }
    expect(book!.info.chapters.length).toBeGreaterThan(0);
  });

  it('names the zip-level kinds the specification lists', () => {
    const kind = (file: string) => (outcome(`invalid/${file}.epub`).error as EpubError).kind;
    expect(kind('ec_epub3_ocf-zip-unreadable-empty-fatal')).toBe('File format is not recognized');
    expect(kind('ec_epub3_ocf-zip-unreadable-image-with-epub-extension-fatal')).toBe(
      'File format is not recognized',
    );
    expect(kind('ec_epub3_ocf-zip-unreadable-no-end-header-fatal')).toBe(
      'End of central directory not found',
    );
    expect(kind('w3c_ocf-zip-comp')).toBe('Compression method not supported');
    expect(kind('w3c_pub-xml-names')).toBe('File parsing error');
    expect(kind('ec_epub3_ocf-encryption-unknown-valid')).toBe('Encrypted epub file');
  });

  it('never resolves an external entity', () => {
    const { book } = outcome('invalid/w3c_pub-xml-external-id.epub');
    const text = Object.values(book!.content).flat().join('\n');
    expect(text).toBe('Test passes unless a failure statement follows this paragraph.');
  });
});

describe('valid edge cases', () => {
  it.each(corpus('valid-edge'))('$file opens', ({ file }) => {
    const { info, content } = convertEpub(readCorpusFile(file));
    expect(info.chapters.length).toBeGreaterThan(0);
    expect(Object.keys(content)).toEqual(info.chapters.map((chapter) => chapter.id));
  });

  const open = (name: string) => convertEpub(readCorpusFile(`valid-edge/${name}.epub`));

  it('keeps several creators in order and collapses whitespace in title and creator', () => {
    expect(open('w3c_pkg-creator-order').info.author.startsWith('Dave Cramer')).toBe(true);
    const spaced = open('w3c_pkg-meta-whitespace').info;
    expect(spaced.title).toBe('pkg-meta-whitespace');
    expect(spaced.author).toBe('Dave Cramer');
    expect(open('w3c_pkg-title-order').info.title).toBe('pkg-title-order');
  });

  it('uses the first rootfile and keeps spine duplicates', () => {
    expect(Object.values(open('w3c_ocf-package_multiple').content).flat()).toEqual([
      'Test passes if you see this.',
    ]);
    const duplicates = open('w3c_pkg-spine-duplicate-item-rendering').info.chapters;
    expect(duplicates.filter((chapter) => chapter.length === duplicates.at(-1)!.length)).toHaveLength(3);
  });

  it('ignores a commented-out spine item and reads font-obfuscated books', () => {
    const { content } = open('w3c_pub-xml-non-validating_comment');
    expect(Object.values(content).flat().join(' ')).not.toMatch(/fails/);
    expect(open('w3c_ocf-font_obfuscation').info.chapters.length).toBe(1);
    expect(open('ec_epub3_ocf-obfuscation-valid').info.chapters.length).toBe(1);
  });

  it('does not type footnotes or note references', () => {
    const text = Object.values(open('w3c_pss-support').content).flat().join('\n');
    expect(text).toContain('structural semantics');
    expect(text).not.toMatch(/meant to appear as a footnote|this link/);
  });

  it('reads a book without a table of contents from the spine, with the warning', () => {
    const { info } = convertEpub(readCorpusFile('nonlatin-and-special/en_oebps12-legacy_no-toc.epub'));
    expect(info.warnings).toEqual(['no toc']);
    expect(info.chapters).toEqual([{ id: '000', title: 'Minimal EPUB', mode: 'type', length: 16 }]);
  });

  it('reads the text a fixed-layout comic draws in SVG, its title and copyright pages hidden', () => {
    const { info, content } = convertEpub(readCorpusFile('nonlatin-and-special/fr_sous-le-vent_fxl.epub'));
    expect(info.warnings).not.toContain('no text');
    const reading = info.chapters.find((chapter) => chapter.title === 'Commencer la lecture')!;
    expect(reading.mode).toBe('type');
    // A page's lines are the spans of one text element: they wrap one paragraph.
    expect(content[reading.id]![1]).toMatch(
      /^Il en avait souvent rêvé, au moins depuis la communale\. Dans la petite école/,
    );
    const matter = info.chapters.filter((chapter) => chapter.mode === 'hide');
    expect(matter.length).toBe(3);
  });
});
