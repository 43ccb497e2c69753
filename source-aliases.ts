import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * In-repo consumers (tests, the web app, benchmarks) read sibling packages
 * from source, so nothing needs building first; published builds use dist.
 */
export const sourceAliases = {
  '@typeshelf/core': here('./packages/core/src/index.ts'),
  '@typeshelf/epub': here('./packages/epub/src/index.ts'),
  '@typeshelf/react-ui': here('./packages/react-ui/src/index.ts'),
  '@typeshelf/fixtures': here('./fixtures/src/index.ts'),
};
