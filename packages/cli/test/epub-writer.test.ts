import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { writeEpub } from '../src/book-source/epub-writer';
import {
  type MarkdownBookMeta,
  markdownBookDocument,
  parseMarkdownChapter,
} from '../src/book-source/markdown-book';
import { buildMarkdownBookEpub } from '../src/book-source/read-markdown-book';

const tutorialDir = fileURLToPath(new URL('../../../fixtures/tutorial/', import.meta.url));

describe('parseMarkdownChapter', () => {
  it('takes the first heading as the title and joins wrapped lines', () => {
    const chapter = parseMarkdownChapter(
      '# Home Row\n\nPut your *index* fingers\non **F** and J.\n\n\nDone.',
    );
    expect(chapter.title).toBe('Home Row');
    expect(chapter.blocks).toEqual([
      { type: 'heading', level: 1, runs: [{ text: 'Home Row', style: 'plain' }] },
      {
        type: 'paragraph',
        runs: [
          { text: 'Put your ', style: 'plain' },
          { text: 'index', style: 'em' },
          { text: ' fingers on ', style: 'plain' },
          { text: 'F', style: 'strong' },
          { text: ' and J.', style: 'plain' },
        ],
      },
      { type: 'paragraph', runs: [{ text: 'Done.', style: 'plain' }] },
    ]);
  });
});

describe('writeEpub', () => {
  const meta: MarkdownBookMeta = {
    title: 'Tom & Jerry <Tales>',
    author: 'A. Writer',
    language: 'en',
    identifier: 'urn:test:1',
    modified: '2026-01-02T03:04:05Z',
    chapters: ['a.md', 'b.md'],
  };
  const doc = markdownBookDocument(meta, ['# One\n\nFirst & best.', '# Two\n\nSecond.']);

  it('stores the mimetype first, uncompressed, with no extra field', () => {
    const bytes = writeEpub(doc);
    // Local file header: signature, then compression method at offset 8 (0 = stored).
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(bytes[8]).toBe(0);
    const nameLength = bytes[26]! | (bytes[27]! << 8);
    const extraLength = bytes[28]! | (bytes[29]! << 8);
    expect(strFromU8(bytes.slice(30, 30 + nameLength))).toBe('mimetype');
    expect(extraLength).toBe(0);
    expect(strFromU8(bytes.slice(30 + nameLength, 30 + nameLength + 20))).toBe('application/epub+zip');
  });

  it('writes a package document, a navigation document and escaped chapters', () => {
    const files = unzipSync(writeEpub(doc));
    expect(Object.keys(files)).toEqual([
      'mimetype',
      'META-INF/container.xml',
      'OEBPS/content.opf',
      'OEBPS/nav.xhtml',
      'OEBPS/toc.ncx',
      'OEBPS/text/chapter-000.xhtml',
      'OEBPS/text/chapter-001.xhtml',
    ]);
    const opf = strFromU8(files['OEBPS/content.opf']!);
    expect(opf).toContain('<dc:title>Tom &amp; Jerry &lt;Tales&gt;</dc:title>');
    expect(opf).toContain('<meta property="dcterms:modified">2026-01-02T03:04:05Z</meta>');
    expect(opf).toContain('properties="nav"');
    expect(opf.match(/<itemref /g)).toHaveLength(2);
    expect(strFromU8(files['OEBPS/nav.xhtml']!)).toContain('<a href="text/chapter-001.xhtml">Two</a>');
    expect(strFromU8(files['OEBPS/text/chapter-000.xhtml']!)).toContain('<p>First &amp; best.</p>');
  });

  it('gives the same bytes for the same document', () => {
    expect(writeEpub(doc)).toEqual(writeEpub(structuredClone(doc)));
  });
});

describe('the tutorial book source', () => {
  it('packs at least six chapters with the titles the book teaches', async () => {
    const files = unzipSync(await buildMarkdownBookEpub(tutorialDir));
    const nav = strFromU8(files['OEBPS/nav.xhtml']!);
    for (const title of [
      'Welcome',
      'Posture and the Home Row',
      'Reading the Prompt and the Caret',
      'Speed, Accuracy and Consistency',
      'Reading Mode and Chapters',
      'Building a Habit with the Daily Goal',
    ])
      expect(nav).toContain(`>${title}</a>`);
  });

  it('keeps the first chapter short enough to type in a browser test', () => {
    const welcome = readFileSync(`${tutorialDir}/000-welcome.md`, 'utf8');
    const paragraphs = parseMarkdownChapter(welcome).blocks.filter((block) => block.type === 'paragraph');
    const length = paragraphs.reduce(
      (sum, block) => sum + block.runs.map((run) => run.text).join('').length,
      0,
    );
    expect(paragraphs.length).toBeLessThanOrEqual(4);
    expect(length).toBeLessThan(300);
    expect(welcome).toMatch(/^[\x20-\x7e\n]*$/);
  });
});
