import { defineConfig, type Options } from 'tsup';

/**
 * The one build configuration every library package shares. A package's own
 * `tsup.config.ts` only names its entry points.
 *
 * Declarations are built against `tsconfig.build.json`, which drops the source
 * `paths` so sibling packages resolve through their built `dist/` types, the
 * way a consumer from the registry sees them.
 */
export function libraryConfig(entry: Record<string, string>, extra: Options = {}) {
  return defineConfig({
    entry,
    format: ['esm'],
    target: 'es2022',
    platform: 'neutral',
    sourcemap: true,
    clean: true,
    treeshake: true,
    dts: { compilerOptions: { composite: false } },
    tsconfig: 'tsconfig.build.json',
    ...extra,
  });
}
