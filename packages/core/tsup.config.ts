import { libraryConfig } from '../../tsup.config.base';
import { CORE_AREAS } from './src/areas';

export default libraryConfig({
  index: 'src/index.ts',
  ...Object.fromEntries(CORE_AREAS.map((area) => [`${area}/index`, `src/${area}/index.ts`])),
});
