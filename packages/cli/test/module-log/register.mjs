// Loaded with `node --import`: logs the modules each thread loads, the main
// thread to `$TYPESHELF_MODULE_LOG.main`, workers to `$TYPESHELF_MODULE_LOG.worker`.
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

const log = `${process.env.TYPESHELF_MODULE_LOG}.${isMainThread ? 'main' : 'worker'}`;
register('./hooks.mjs', import.meta.url, { data: { log } });
