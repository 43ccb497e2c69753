import { libraryConfig } from '../../tsup.config.base';
export default libraryConfig({ index: 'src/index.ts' });
