import { libraryConfig } from '../../tsup.config.base';
export default libraryConfig({ index: 'src/index.ts', bin: 'src/bin.ts' }, { platform: 'node', dts: false });
