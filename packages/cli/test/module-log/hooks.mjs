// Module hooks that append every resolved module URL to the file named by the
// `log` passed to `register` (one file per thread).
import { appendFileSync } from 'node:fs';

let log = '';

export function initialize(data) {
  log = data.log;
}

export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(log, `${result.url}\n`);
  return result;
}
