import type { ReportedError } from '../errors';
import type { ProgressSink } from '../progress/progress-state';

/** The outcome for one input of a batch command; also the `--json` shape. */
export interface ItemResult {
  /** The input path as resolved. */
  input: string;
  status: 'ok' | 'skipped' | 'failed';
  /** The book id, when the book could be read. */
  id: string | null;
  /** The file written, for `convert`. */
  output: string | null;
  /** Conversion notes such as 'no toc'; they never fail an item. */
  warnings: string[];
  error: ReportedError | null;
}

export interface BatchCounts {
  total: number;
  ok: number;
  skipped: number;
  failed: number;
}

export interface BatchResult {
  results: ItemResult[];
  counts: BatchCounts;
}

export const countResults = (results: readonly ItemResult[]): BatchCounts => ({
  total: results.length,
  ok: results.filter((result) => result.status === 'ok').length,
  skipped: results.filter((result) => result.status === 'skipped').length,
  failed: results.filter((result) => result.status === 'failed').length,
});

/** What every batch service takes besides its inputs: where to report and what time it is. */
export interface BatchContext {
  progress: ProgressSink;
  clock: () => number;
  /** Run conversions on worker threads (default: when the built worker exists). */
  workers?: boolean;
  concurrency?: number;
  /** The built worker script to use when running from source. */
  workerUrl?: URL;
  /** Node options for the worker threads (default: this process's own). */
  workerExecArgv?: string[];
}

export const failedItem = (input: string, error: ReportedError, id: string | null = null): ItemResult => ({
  input,
  status: 'failed',
  id,
  output: null,
  warnings: [],
  error,
});
