import { fileURLToPath } from 'node:url';
import { libraryConfig } from '../../tsup.config.base';
import { workspaceBarrels } from './build/workspace-barrels';

/*
 * The binary is one bundle of everything in pure JavaScript it runs (docs/
 * decisions.md, "The command line is one bundle"):
 * - core and epub are bundled from their sources, through the same barrels
 *   the workspace's `paths` map them to, so each command's chunks hold only
 *   the modules it uses rather than all of core;
 * - commander, saxes and the rest start sooner bundled than resolved one by
 *   one through node_modules, and CommonJS packages imported from ESM are
 *   slower still.
 * Ink, React, sharp, supabase-js and ws stay external: they load only for
 * the commands and threads that need them. esbuild's own tree shaking splits
 * the chunks by module, which a second pass would merge back; imports from
 * the workspace's barrels are bundled as imports of the modules that define
 * the names (`build/workspace-barrels.ts`), or every command would load all
 * that a barrel re-exports.
 */
const bundled = [
  '@typeshelf/core',
  '@typeshelf/epub',
  'commander',
  'crc-32',
  'css-what',
  'fflate',
  'saxes',
  'xmlchars',
];

const requireInEsm =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

export default libraryConfig(
  { index: 'src/index.ts', bin: 'src/bin.ts', 'convert-worker': 'src/workers/convert-worker.ts' },
  {
    platform: 'node',
    dts: false,
    tsconfig: 'tsconfig.json',
    treeshake: false,
    noExternal: bundled,
    banner: { js: requireInEsm },
    esbuildPlugins: [workspaceBarrels(fileURLToPath(new URL('..', import.meta.url)))],
  },
);
