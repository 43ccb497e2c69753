// Loaded with `node --import`: logs the modules each thread loads, the main
// thread to `$TYPESHELF_MODULE_LOG.main`, workers to `$TYPESHELF_MODULE_LOG.worker`.
// ESM imports go through the resolve hook; CommonJS `require` calls (sharp is
// required, not imported) do not, so the CommonJS resolver is wrapped too.
import { appendFileSync } from 'node:fs';
import Module, { isBuiltin, register } from 'node:module';
import { pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';

const log = `${process.env.TYPESHELF_MODULE_LOG}.${isMainThread ? 'main' : 'worker'}`;
register('./hooks.mjs', import.meta.url, { data: { log } });

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function logged(request, ...rest) {
  const file = resolveFilename.call(this, request, ...rest);
  appendFileSync(
    log,
    `${isBuiltin(file) ? `node:${file.replace(/^node:/, '')}` : pathToFileURL(file).href}\n`,
  );
  return file;
};
