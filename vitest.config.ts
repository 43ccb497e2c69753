import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sourceAliases } from './source-aliases.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const setupFiles = [here('./tests/setup-fast-check.ts')];

const project = (
  name: string,
  root: string,
  environment: 'node' | 'happy-dom' = 'node',
  extra: {
    globalSetup?: string[];
    isolate?: boolean;
    maxWorkers?: number;
    sequence?: { groupOrder: number };
  } = {},
) => ({
  resolve: { alias: sourceAliases },
  test: {
    name,
    root: here(root),
    environment,
    setupFiles,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', '*.test.ts'],
    env: { CI: 'false' },
    // Property runs over whole novels take seconds; a busy 2-core machine must not turn them into failures.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...extra,
  },
});

const shared = { isolate: false };

export default defineConfig({
  test: {
    // Every core: the default keeps one back for the runner, which on a two-core machine means the
    // files run one at a time, though the runner itself is idle while they run.
    maxWorkers: availableParallelism(),
    projects: [
      // The pure packages share one module graph per worker: their tests keep no global state, and
      // importing the graph afresh for each of their ~90 files costs several times their run time.
      project('core', './packages/core', 'node', shared),
      project('epub', './packages/epub', 'node', shared),
      project('react-ui', './packages/react-ui', 'happy-dom'),
      project('cli', './packages/cli', 'node', shared),
      project('web', './apps/web'),
      project('fixtures', './fixtures', 'node', shared),
      // One local backend (PostgreSQL, PostgREST, Deno, the dev server) for the contract tests.
      // Its files share that backend, so they run one at a time, after the rest.
      project('supabase', './supabase', 'node', {
        globalSetup: [here('./supabase/test/stack-setup.ts')],
        maxWorkers: 1,
        sequence: { groupOrder: 1 },
      }),
      project('repo', './tests'),
    ],
  },
});
