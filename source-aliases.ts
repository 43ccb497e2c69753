import { fileURLToPath } from 'node:url';
import { CORE_AREAS } from './packages/core/src/areas.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * In-repo consumers (tests, the web app, benchmarks) read sibling packages
 * from source, so nothing needs building first; published builds use dist.
 */
export const sourceAliases = {
  // Each area before the root, which would otherwise take `@typeshelf/core/<area>` as a path under it.
  ...Object.fromEntries(
    CORE_AREAS.map((area) => [`@typeshelf/core/${area}`, here(`./packages/core/src/${area}/index.ts`)]),
  ),
  '@typeshelf/core': here('./packages/core/src/index.ts'),
  '@typeshelf/epub': here('./packages/epub/src/index.ts'),
  '@typeshelf/react-ui': here('./packages/react-ui/src/index.ts'),
  '@typeshelf/fixtures': here('./fixtures/src/index.ts'),
};
