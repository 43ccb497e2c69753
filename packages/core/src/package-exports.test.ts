import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CORE_AREAS } from './areas';

const packageDir = new URL('../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', packageDir), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
};

/** The names a barrel's source exports at run time (types left out), following `export *` into its modules. */
function barrelValues(file: URL): string[] {
  const source = readFileSync(file, 'utf8');
  const names: string[] = [];
  for (const [, typeOnly, list, from] of source.matchAll(/export (type )?(\{[^}]*\}|\*) from '([^']+)';/g)) {
    if (typeOnly) continue;
    if (list === '*') {
      const module = readFileSync(new URL(`${from}.ts`, file), 'utf8');
      for (const [, name] of module.matchAll(/^export (?:async )?(?:const|function|class|let) (\w+)/gm)) {
        names.push(name!);
      }
      continue;
    }
    for (const item of list!.slice(1, -1).split(',')) {
      const name = item.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(' as ').pop()!.trim());
    }
  }
  return names.sort();
}

const subpaths = ['.', ...CORE_AREAS.map((area) => `./${area}`)];
const barrelOf = (subpath: string) =>
  new URL(subpath === '.' ? 'src/index.ts' : `src/${subpath.slice(2)}/index.ts`, packageDir);

describe("the package's entry points", () => {
  it('are the root and one per area folder, each with its barrel', () => {
    const folders = readdirSync(new URL('src/', packageDir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect([...CORE_AREAS].sort()).toEqual(folders);
    for (const subpath of subpaths) expect(existsSync(barrelOf(subpath)), subpath).toBe(true);
  });

  it('are declared in the exports map, types first, built where tsup writes each entry', () => {
    expect(Object.keys(pkg.exports)).toEqual([...subpaths, './package.json']);
    for (const subpath of subpaths) {
      const dir = subpath === '.' ? '' : `${subpath.slice(2)}/`;
      const target = pkg.exports[subpath] as Record<string, string>;
      expect(Object.entries(target), subpath).toEqual([
        ['types', `./dist/${dir}index.d.ts`],
        ['import', `./dist/${dir}index.js`],
      ]);
    }
  });

  it('resolve in the workspace to their barrels, exporting what each barrel says', async () => {
    for (const subpath of subpaths) {
      const specifier = subpath === '.' ? '@typeshelf/core' : `@typeshelf/core/${subpath.slice(2)}`;
      const module = (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>;
      expect(Object.keys(module).sort(), specifier).toEqual(barrelValues(barrelOf(subpath)));
    }
  });

  it('give each name one home: no two areas export the same name', () => {
    const homes = new Map<string, string>();
    for (const subpath of subpaths) {
      for (const name of barrelValues(barrelOf(subpath))) {
        expect(homes.get(name), `${name} in ${subpath}`).toBeUndefined();
        homes.set(name, subpath);
      }
    }
  });

  // The built package, when one was built after the barrels last changed (`pnpm build:libs`); the
  // code `npm start` builds alone, without declarations, is not a package build.
  const builtAt =
    existsSync(new URL('dist/index.js', packageDir)) && existsSync(new URL('dist/index.d.ts', packageDir))
      ? statSync(new URL('dist/index.js', packageDir)).mtimeMs
      : 0;
  const built = subpaths.every((subpath) => statSync(barrelOf(subpath)).mtimeMs <= builtAt);
  it.skipIf(!built)('as built, export what their barrels say', async () => {
    for (const subpath of subpaths) {
      const target = pkg.exports[subpath] as Record<string, string>;
      expect(existsSync(new URL(target.types!, packageDir)), target.types).toBe(true);
      const module = (await import(
        pathToFileURL(new URL(target.import!, packageDir).pathname).href
      )) as Record<string, unknown>;
      expect(Object.keys(module).sort(), subpath).toEqual(barrelValues(barrelOf(subpath)));
    }
  });
});
