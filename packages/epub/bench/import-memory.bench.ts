/**
 * Memory of an import against the file's size (target: at most 50 times the
 * file and 200 MB, docs/decisions.md "Import budgets"). Each file is written
 * first, then read in a child process of its own: the figure is how far the
 * child's peak resident memory rose during the read alone (its peak after
 * loading the file's bytes is the baseline). Figures are printed, never
 * asserted.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { convertEpub, isPackageError, readSaveFile, readTbf, writeSaveFile, writeTbf } from '@typeshelf/epub';
import { peakMemoryMb, printTable } from '@typeshelf/fixtures';
import { gzipText } from '../src/formats/gzip-json';

const here = fileURLToPath(import.meta.url);
const root = fileURLToPath(new URL('../../../', import.meta.url));

// Child mode: read one file once, report the rise of the peak and the outcome.
const caseIndex = process.argv.indexOf('--case');
if (caseIndex >= 0) {
  const [file, kind] = [process.argv[caseIndex + 1]!, process.argv[caseIndex + 2]!];
  const bytes = new Uint8Array(readFileSync(file));
  globalThis.gc?.();
  const before = peakMemoryMb();
  const start = performance.now();
  let outcome = 'read';
  let kept: unknown = null;
  try {
    kept = kind === 'tbf' ? readTbf(bytes) : readSaveFile(bytes);
  } catch (error) {
    outcome = isPackageError(error)
      ? `refused: ${(error as { kind: string }).kind}`
      : `CRASH ${String(error)}`;
  }
  const ms = performance.now() - start;
  console.log(
    JSON.stringify({ kb: bytes.length / 1024, ms, outcome, rise: peakMemoryMb() - before, kept: !!kept }),
  );
  process.exit(0);
}

const epub = (name: string) =>
  new Uint8Array(readFileSync(join(root, '../shared/fixtures/epubs/public', name)));
const book = (name: string) => {
  const converted = convertEpub(epub(name));
  return { info: converted.info, content: converted.content };
};
const tbfDocument = (document: unknown) => gzipText(JSON.stringify(document));
const chapters = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: String(i).padStart(6, '0'),
    title: '',
    mode: 'type',
    length: 1,
  }));
const hostileInfo = (list: unknown[]) => ({
  id: 'hostile--book',
  title: 'H',
  language: 'en',
  chapters: list,
});

/** A save file of a reader who typed `paragraphs` paragraphs, as the app writes it. */
function saveOf(paragraphs: number): Uint8Array {
  const paragraphsStats: Record<string, unknown> = {};
  for (let i = 0; i < paragraphs; i++)
    paragraphsStats[`book-${i % 40}--title__${String(i % 30).padStart(3, '0')}__${i}`] = {
      typed: {
        type: 'typed',
        wpm: { value: 40 + (i % 50), raw: 45 + (i % 50), weight: 20_000 + i },
        acc: { value: 90 + (i % 10), weight: 300 },
        con: { value: 70 + (i % 20), weight: 20_000 + i },
        time: 20_000 + i,
        timestamp: 1_760_000_000_000 + i * 60_000,
        length: 300 + (i % 200),
        missed: i % 3 === 0 ? ['their', 'which'] : [],
      },
      read: null,
      cleared: 0,
    };
  return writeSaveFile({ paragraphsStats }, '2026-11-28').bytes;
}

const cases: { name: string; kind: 'tbf' | 'save'; build: () => Uint8Array }[] = [
  {
    name: 'TBF: The Hound of the Baskervilles',
    kind: 'tbf',
    build: () => writeTbf([book('arthur-conan-doyle_the-hound-of-the-baskervilles.epub')]),
  },
  {
    name: 'TBF: The Adventures of Sherlock Holmes',
    kind: 'tbf',
    build: () => writeTbf([book('arthur-conan-doyle_the-adventures-of-sherlock-holmes.epub')]),
  },
  {
    name: 'TBF: 100,000 chapters, no text',
    kind: 'tbf',
    build: () =>
      tbfDocument({
        type: 'tbf',
        version: 1,
        books: [{ info: hostileInfo(chapters(100_000)), content: {} }],
      }),
  },
  {
    name: 'TBF: 5,000 chapters of 40 empty paragraphs',
    kind: 'tbf',
    build: () => {
      const content: Record<string, string[]> = {};
      for (let i = 0; i < 5000; i++)
        content[String(i).padStart(6, '0')] = Array.from({ length: 40 }, () => '');
      return tbfDocument({
        type: 'tbf',
        version: 1,
        books: [{ info: hostileInfo(chapters(5000)), content }],
      });
    },
  },
  {
    name: 'TBF: 64 MB of padding in a small file',
    kind: 'tbf',
    build: () => tbfDocument({ type: 'tbf', version: 1, books: [], pad: ' '.repeat(64 * 1024 * 1024) }),
  },
  { name: 'save: 2,000 paragraphs', kind: 'save', build: () => saveOf(2_000) },
  { name: 'save: 50,000 paragraphs', kind: 'save', build: () => saveOf(50_000) },
  {
    name: 'save: one repeated record, 60 MB unpacked',
    kind: 'save',
    build: () => {
      const stores = { general: { pad: 'x'.repeat(60 * 1024 * 1024) } };
      return writeSaveFile(stores, '2026-11-28').bytes;
    },
  },
];

const dir = mkdtempSync(join(tmpdir(), 'typeshelf-import-memory-'));
const rows: Record<string, unknown>[] = [];
try {
  for (const [index, item] of cases.entries()) {
    const file = join(dir, `${index}.${item.kind}`);
    writeFileSync(file, item.build());
    const child = spawnSync(process.execPath, [...process.execArgv, here, '--case', file, item.kind], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        TSX_TSCONFIG_PATH: process.env.TSX_TSCONFIG_PATH ?? `${root}tsconfig.base.json`,
      },
    });
    const line = child.stdout.trim().split('\n').at(-1) ?? '';
    let result: { kb: number; ms: number; outcome: string; rise: number };
    try {
      result = JSON.parse(line);
    } catch {
      result = { kb: 0, ms: 0, outcome: `CRASH ${child.stderr.slice(-200)}`, rise: 0 };
    }
    const sizeMb = result.kb / 1024;
    rows.push({
      file: item.name,
      'size KB': Math.round(result.kb),
      outcome: result.outcome,
      ms: Math.round(result.ms),
      'memory MB': Math.round(result.rise * 10) / 10,
      '× size': sizeMb > 0 ? Math.round((result.rise / sizeMb) * 10) / 10 : '-',
      'within 50× and 200 MB': result.rise <= Math.min(200, 50 * sizeMb) || result.rise < 1 ? 'yes' : 'NO',
    });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
printTable('Import memory per file size (target: ≤ 50 × the file and ≤ 200 MB)', rows);
