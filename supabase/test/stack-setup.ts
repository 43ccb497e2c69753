/**
 * Starts one local stack for the supabase project's contract and webhook
 * tests, in a throwaway folder, and hands its address and keys to them. The
 * auth server's printed links go to a log file the tests read, the way a
 * developer reads them in the terminal.
 */
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startStack } from '../local/stack.mjs';

export interface StackInfo {
  url: string;
  anonKey: string;
  serviceKey: string;
  publishableKey: string;
  secretKey: string;
  siteUrl: string;
  webhookSecret: string;
  logFile: string;
  connection: { host: string; port: number; user: string; database: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'typeshelf-stack-'));
  const logFile = join(dataDir, 'stack.log');
  const port = await freePort();
  const stack = await startStack({
    dataDir,
    port,
    durable: false,
    log: (line: string) => appendFileSync(logFile, `${line}\n`),
  });
  project.provide('stack', {
    url: stack.url,
    anonKey: stack.anonKey,
    serviceKey: stack.serviceKey,
    publishableKey: stack.publishableKey,
    secretKey: stack.secretKey,
    siteUrl: stack.siteUrl,
    webhookSecret: stack.webhookSecret,
    logFile,
    connection: stack.connection,
  });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
