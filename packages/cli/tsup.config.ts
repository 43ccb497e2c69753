import { libraryConfig } from '../../tsup.config.base';
export default libraryConfig(
  { index: 'src/index.ts', bin: 'src/bin.ts', 'convert-worker': 'src/workers/convert-worker.ts' },
  { platform: 'node', dts: false },
);
