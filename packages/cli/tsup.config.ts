import { libraryConfig } from '../../tsup.config.base';

// commander is bundled: one ESM file starts sooner than its CommonJS files
// read and wrapped one by one, which is most of what `--help` costs.
const requireInEsm =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

export default libraryConfig(
  { index: 'src/index.ts', bin: 'src/bin.ts', 'convert-worker': 'src/workers/convert-worker.ts' },
  { platform: 'node', dts: false, noExternal: ['commander'], banner: { js: requireInEsm } },
);
