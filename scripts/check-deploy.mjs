// `pnpm check:deploy <url> <anon key> [--email <address> --password <password>]`:
// checks a deployment's backend through its public API and prints one line
// per check (supabase/deploy-checks.mjs says what each asks); exits 1 when
// any fails. On a hosted project pass a confirmed free test account; against
// the local stack on this machine a throwaway account is signed up and
// confirmed in its database (.backend/, or --data-dir).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runDeployChecks } from '../supabase/deploy-checks.mjs';
import { confirmLocalAccount } from '../supabase/local/confirm-account.mjs';
import { root } from './toolchain.mjs';

const usage =
  'Usage: pnpm check:deploy <url> <anon or publishable key> [--email <address> --password <password>] [--data-dir <folder>]';

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
const { values, positionals } = parsed;
const [url, anonKey] = positionals;
if (values.help || !url || !anonKey || Boolean(values.email) !== Boolean(values.password)) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}

const local = ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
const dataDir = values['data-dir'] ?? join(root, '.backend');

const results = await runDeployChecks({
  url,
  anonKey,
  email: values.email,
  password: values.password,
  signUp: local,
  confirm: local ? (email) => confirmLocalAccount(dataDir, email) : undefined,
});
for (const { name, ok, detail } of results)
  console.log(`${ok ? 'pass' : 'FAIL'}  ${name}${detail ? ` — ${detail}` : ''}`);
const failed = results.filter((result) => !result.ok).length;
console.log(
  failed ? `${failed} of ${results.length} checks failed.` : `All ${results.length} checks passed.`,
);
process.exit(failed ? 1 : 0);
