import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sourceAliases } from './source-aliases.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const setupFiles = [here('./tests/setup-fast-check.ts')];

const project = (
  name: string,
  root: string,
  environment: 'node' | 'happy-dom' = 'node',
  extra: { globalSetup?: string[] } = {},
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

export default defineConfig({
  test: {
    projects: [
      project('core', './packages/core'),
      project('epub', './packages/epub'),
      project('react-ui', './packages/react-ui', 'happy-dom'),
      project('cli', './packages/cli'),
      project('web', './apps/web'),
      project('fixtures', './fixtures'),
      // One local backend (PostgreSQL, PostgREST, Deno, the dev server) for the contract tests.
      project('supabase', './supabase', 'node', { globalSetup: [here('./supabase/test/stack-setup.ts')] }),
      project('repo', './tests'),
    ],
  },
});
