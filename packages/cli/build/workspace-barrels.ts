import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/*
 * Imports from the workspace's barrels, bundled as the modules that define
 * the names (docs/decisions.md, "`info` loads what it runs").
 *
 * esbuild puts a module in the chunk of every entry that reaches it through
 * the import statements of the modules it keeps, whatever names are used:
 * an entry that imports one function from `@typeshelf/epub` reaches the
 * barrel, and through it every module the barrel re-exports that any other
 * entry uses. So `info` loaded the save and TBF formats, the catalogue's
 * cover layout and the account plans with the conversion. Rewritten here,
 * `import { convertEpub } from '@typeshelf/epub'` becomes an import of
 * `epub/src/convert-epub.ts`, and each command's chunks hold only what it
 * runs. The sources keep importing through the barrels, as the packages'
 * exports maps require; only the bundle differs.
 */

/** A workspace barrel's specifier and the file it is. */
const BARREL = /^@typeshelf\/(core|epub)(?:\/([a-z-]+))?$/;
/** `import { … } from '…'` and `export { … } from '…'`, braces possibly over several lines; not `import type`. */
const STATEMENT = /\b(import|export)\s+\{([^}]*)\}\s*from\s*'(@typeshelf\/[a-z/-]+)'\s*;?/g;
/** A barrel's own re-exports: `export { a, b as c, type D } from './x';`. */
const RE_EXPORT = /export\s+(type\s+)?\{([^}]*)\}\s*from\s*'(\.[^']*)'/g;

/** The exported name → the module that defines it and its name there, for a barrel's named re-exports. */
type BarrelMap = Map<string, { file: string; name: string }>;

function barrelFile(packages: string, specifier: string): string | null {
  const match = BARREL.exec(specifier);
  if (!match) return null;
  return resolve(packages, match[1]!, 'src', match[2] ? `${match[2]}/index.ts` : 'index.ts');
}

function moduleFile(from: string, relative: string): string {
  const base = resolve(dirname(from), relative);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`])
    if (existsSync(candidate)) return candidate;
  return base;
}

/** `a`, `a as b`, `type a`: the name imported, the local name, and whether only a type. */
function specifiers(list: string): { name: string; local: string; type: boolean }[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const type = part.startsWith('type ');
      const [name, local] = (type ? part.slice(5) : part).split(/\s+as\s+/).map((word) => word.trim());
      return { name: name!, local: local ?? name!, type };
    });
}

function readBarrel(file: string): BarrelMap {
  const map: BarrelMap = new Map();
  const text = readFileSync(file, 'utf8');
  for (const [, typeOnly, list, from] of text.matchAll(RE_EXPORT)) {
    if (typeOnly) continue;
    const target = moduleFile(file, from!);
    for (const { name, local, type } of specifiers(list!)) if (!type) map.set(local, { file: target, name });
  }
  return map;
}

/**
 * The plugin: `packages` is the workspace's packages folder. Only the
 * packages' own sources are rewritten, never a barrel itself; a name a
 * barrel does not re-export by name (an `export *`) keeps its import.
 */
export function workspaceBarrels(packages: string): Plugin {
  const barrels = new Map<string, BarrelMap>();
  const barrel = (file: string) => {
    let map = barrels.get(file);
    if (!map) {
      map = readBarrel(file);
      barrels.set(file, map);
    }
    return map;
  };
  return {
    name: 'workspace-barrels',
    setup(build) {
      build.onLoad({ filter: /[\\/]packages[\\/](cli|core|epub)[\\/]src[\\/].*\.tsx?$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (/[\\/]index\.ts$/.test(args.path) || !source.includes("'@typeshelf/")) return undefined;
        const contents = source.replace(
          STATEMENT,
          (statement, keyword: string, list: string, specifier: string) => {
            const file = barrelFile(packages, specifier);
            if (file === null) return statement;
            const map = barrel(file);
            const kept: string[] = [];
            const byModule = new Map<string, string[]>();
            for (const { name, local, type } of specifiers(list)) {
              if (type) continue; // erased by the compiler either way
              const target = map.get(name);
              const binding = name === local ? name : `${name} as ${local}`;
              if (!target) kept.push(binding);
              else {
                const bindings = byModule.get(target.file) ?? [];
                bindings.push(target.name === local ? local : `${target.name} as ${local}`);
                byModule.set(target.file, bindings);
              }
            }
            const lines = [...byModule].map(
              ([module, bindings]) => `${keyword} { ${bindings.join(', ')} } from ${JSON.stringify(module)};`,
            );
            if (kept.length > 0) lines.push(`${keyword} { ${kept.join(', ')} } from '${specifier}';`);
            // As many line breaks as the statement had, so the source map's lines still match.
            return lines.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
          },
        );
        return {
          contents,
          loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}
