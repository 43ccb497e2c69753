import { readFileSync } from 'node:fs';
import { sharedEpubsDir } from '@typeshelf/fixtures';

/** One file of the shared EPUB corpus as its manifest describes it. */
export interface CorpusFile {
  file: string;
  folder: 'public' | 'nonlatin-and-special' | 'invalid' | 'valid-edge' | 'realworld';
  /** realworld/: what correct output looks like. */
  expect?: string;
  title?: string;
  creators?: string[];
  language?: string[];
  plain_text_chars?: number;
  semantic_sections?: string[];
}

const manifest = JSON.parse(readFileSync(`${sharedEpubsDir}MANIFEST.json`, 'utf8')) as {
  files: CorpusFile[];
};

/** Manifest entries of one corpus folder. */
export function corpus(folder: CorpusFile['folder']): CorpusFile[] {
  return manifest.files.filter((entry) => entry.folder === folder);
}

/** The bytes of a corpus file, read in place. */
export function readCorpusFile(file: string): Uint8Array {
  return new Uint8Array(readFileSync(`${sharedEpubsDir}${file}`));
}
