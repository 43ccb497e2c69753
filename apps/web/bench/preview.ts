/**
 * A production build of the app served by `vite preview` for one browser
 * benchmark: built into its own folder (so two benchmarks never share one),
 * started in its own process group and stopped with it, so no server outlives
 * the run.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { gunzipSync } from 'node:zlib';
import { cataloguePaths } from '@typeshelf/core/book';
import { ensureCatalogue } from './ensure-catalogue';

const webDir = new URL('..', import.meta.url).pathname;

export interface Preview {
  base: string;
  stop: () => void;
}

/**
 * Builds the app into `outDir` (kept when `TYPESHELF_BENCH_REUSE_BUILD=1` and
 * it exists) and serves it on `port`; resolves once it answers.
 */
export async function startPreview(outDir: string, port: number): Promise<Preview> {
  ensureCatalogue();
  if (process.env.TYPESHELF_BENCH_REUSE_BUILD !== '1' || !existsSync(`${webDir}${outDir}/index.html`))
    execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'error'], {
      cwd: webDir,
      env: { ...process.env, TYPESHELF_WEB_OUT: outDir },
      stdio: 'inherit',
    });
  const server: ChildProcess = spawn(
    'pnpm',
    [
      'exec',
      'vite',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      '--outDir',
      outDir,
    ],
    { cwd: webDir, detached: true, stdio: 'ignore' },
  );
  const stop = () => {
    if (server.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid);
      } catch {
        // Already gone.
      }
    }
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(base)).ok) return { base, stop };
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`The preview server did not start at ${base}.`);
}

/** The machine's load while measuring: figures on a busy machine read differently. */
export function machineLoad(): string {
  const [one, five] = loadavg();
  return `load average ${one?.toFixed(2)} (1 min), ${five?.toFixed(2)} (5 min) on ${cpus().length} cores`;
}

/** A catalogue chapter's paragraphs, read from the built catalogue in `public/`. */
export function catalogueChapter(bookId: string, chapterId: string): string[] {
  return gunzipSync(readFileSync(`${webDir}public/${cataloguePaths.chapter(bookId, chapterId)}`))
    .toString('utf8')
    .split('\n')
    .filter((line) => line.length > 0);
}

/** The built catalogue's index: the books' ids and chapters. */
export function catalogueBooks(): { id: string; chapters: { id: string; mode: string; length: number }[] }[] {
  return JSON.parse(readFileSync(`${webDir}public/${cataloguePaths.index()}`, 'utf8')).books;
}
