/**
 * The app as a deployment builds and hosts it: `vite build` with the given
 * deployment settings (`.env.example`) into a throwaway folder, then served
 * as static files on its own port, with the development payment stand-in
 * when a test asks for it. Nothing comes from development mode or
 * `/backend.json` here: what the build was given is all the app knows.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';
import { preview } from 'vite';
import { DEPLOYMENT_KEYS } from '../build/deployment-env';

const appDir = fileURLToPath(new URL('..', import.meta.url));

export interface BuiltApp {
  outDir: string;
  /** What the build printed (its deployment lines among them). */
  output: string;
}

/** Builds the app with exactly `settings` as its deployment settings (the test's own environment ignored). */
export function buildApp(settings: Record<string, string>): Promise<BuiltApp> {
  const outDir = mkdtempSync(join(tmpdir(), 'typeshelf-deploy-build-'));
  const blank = Object.fromEntries(DEPLOYMENT_KEYS.map((name) => [name, '']));
  return new Promise((resolve, reject) => {
    execFile(
      'pnpm',
      ['exec', 'vite', 'build'],
      {
        cwd: appDir,
        env: { ...process.env, ...blank, ...settings, TYPESHELF_WEB_OUT: outDir },
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`vite build failed:\n${stdout}\n${stderr}`));
        else resolve({ outDir, output: `${stdout}${stderr}` });
      },
    );
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface HostedApp {
  url: string;
  close: () => Promise<void>;
}

/** Serves a built folder as a static host would (SPA fallback to index.html), with `plugins` beside it. */
export async function hostApp(
  built: BuiltApp,
  port: number,
  plugins: PluginOption[] = [],
): Promise<HostedApp> {
  const server = await preview({
    configFile: false,
    root: appDir,
    logLevel: 'warn',
    build: { outDir: built.outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
    plugins,
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      rmSync(built.outDir, { recursive: true, force: true });
    },
  };
}

interface LocalPaymentsModule {
  LOCAL_PAYMENT_SETTINGS: Record<string, string>;
  localPaymentsPlugin: (options: {
    backendUrl: string;
    webhookSecret: string;
    log?: (line: string) => void;
  }) => PluginOption;
}

/** `npm start -- --payments=local`'s stand-in (scripts/local-payments.mjs), plain JavaScript imported by address. */
export function localPayments(): Promise<LocalPaymentsModule> {
  return import(
    new URL('../../../scripts/local-payments.mjs', import.meta.url).href
  ) as Promise<LocalPaymentsModule>;
}
