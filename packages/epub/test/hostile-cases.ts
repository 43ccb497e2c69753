/**
 * Hostile inputs of every shape the converter and the file formats must
 * bound (lying sizes, repeated spines, shared entries, deep nesting, bad
 * CRCs), each built in memory when asked: the Node bench reads them in a
 * child process each, the browser bench uploads them to the app's worker.
 */
import { readFileSync } from 'node:fs';
import { sharedEpubsDir } from '@typeshelf/fixtures';
import { gzipSync, strToU8, unzipSync } from 'fflate';
import {
  chapterDocument,
  entry,
  epubEntries,
  gzipMember,
  type RawEntry,
  writeZip,
  zerosDeflate,
} from './hostile-archives';

const GiB = 1024 ** 3;

const chapter = chapterDocument(20, 300);
const withChapter = (item: RawEntry) => writeZip([...epubEntries([chapter]).slice(0, 3), item]);

function realBookSpineRepeated(times: number): Uint8Array {
  const bytes = new Uint8Array(
    readFileSync(
      `${sharedEpubsDir}public/robert-louis-stevenson_the-strange-case-of-dr-jekyll-and-mr-hyde.epub`,
    ),
  );
  const files = Object.entries(unzipSync(bytes)).filter(([name]) => !name.endsWith('/'));
  return writeZip(
    files.map(([name, data]) => {
      if (!name.endsWith('.opf')) return entry(name, data);
      const text = new TextDecoder().decode(data);
      const spine = /<spine[^>]*>([\s\S]*?)<\/spine>/.exec(text)!;
      return entry(name, text.replace(spine[1]!, spine[1]!.repeat(times)));
    }),
  );
}

/** Each case: a name and a builder of its input, with the reader that takes it. */
export const hostileCases: { name: string; build: () => Uint8Array; read: 'epub' | 'tbf' }[] = [
  {
    name: 'zip entry declares 1,000 B, inflates to 4 GiB',
    build: () =>
      withChapter({ name: 'OEBPS/c0.xhtml', data: zerosDeflate(4 * GiB), method: 8, size: 1000, crc: 0 }),
    read: 'epub',
  },
  {
    name: 'TBF gzip declares 100 B, inflates to 3 GiB',
    build: () => gzipMember(zerosDeflate(3 * GiB), 0, 100),
    read: 'tbf',
  },
  {
    name: '500 directory records at one 1 MiB entry',
    build: () => {
      const big = chapterDocument(1, 1024 * 1024);
      const entries = epubEntries([big]);
      return writeZip(
        entries,
        Array.from({ length: 500 }, (_, i) => ({ name: `OEBPS/copy${i}.xhtml`, of: 3 })),
      );
    },
    read: 'epub',
  },
  {
    name: 'spine lists one 100 KB chapter 5,000 times',
    build: () => writeZip(epubEntries([chapterDocument(100, 1000)], Array(5000).fill(0))),
    read: 'epub',
  },
  { name: 'real book, spine repeated 1,000 times', build: () => realBookSpineRepeated(1000), read: 'epub' },
  {
    name: 'container.xml nested 10,000 deep',
    build: () => {
      const entries = epubEntries([chapter]);
      entries[1] = entry(
        'META-INF/container.xml',
        `<?xml version="1.0"?><container>${'<a>'.repeat(10_000)}<rootfiles><rootfile full-path="OEBPS/package.opf"/></rootfiles>${'</a>'.repeat(10_000)}</container>`,
      );
      return writeZip(entries);
    },
    read: 'epub',
  },
  {
    name: '200,000 epub:type tokens',
    build: () =>
      writeZip(
        epubEntries([
          `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><body><section epub:type="${Array.from({ length: 200_000 }, (_, i) => `t${i}`).join(' ')}"><p>Text.</p></section></body></html>`,
        ]),
      ),
    read: 'epub',
  },
  {
    name: '40 chapters of 900 K characters (past the text limit)',
    build: () =>
      writeZip(
        epubEntries(
          Array.from({ length: 40 }, (_, i) => chapterDocument(900, 1000).replace('<p>', `<p>${i} `)),
        ),
      ),
    read: 'epub',
  },
  {
    name: 'TBF of 10 MB text with a bad CRC-32',
    build: () => {
      const good = gzipSync(
        strToU8(JSON.stringify({ type: 'tbf', version: 1, books: [], pad: 'x'.repeat(10_000_000) })),
      );
      good[good.length - 8]! ^= 1;
      return good;
    },
    read: 'tbf',
  },
];
