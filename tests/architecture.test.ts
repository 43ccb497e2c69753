import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const { forbidden, options } = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
  options: Record<string, unknown>;
};

describe('package boundaries', () => {
  // Cruising every package takes a few seconds, more on a busy machine.
  it('hold for every package: no cycles, portable core and epub, one-way dependencies', {
    timeout: 120_000,
  }, async () => {
    const previous = process.cwd();
    process.chdir(root);
    try {
      const result = await cruise(['packages', 'apps', 'fixtures'], {
        ...options,
        ruleSet: { forbidden: forbidden.filter((rule) => rule.name !== 'core-folders-one-way') },
        validate: true,
      });
      const output = result.output as {
        summary: { violations: { rule: { name: string }; from: string; to: string }[] };
      };
      const violations = output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
      expect(violations).toEqual([]);
    } finally {
      process.chdir(previous);
    }
  });
});

describe('core folders', () => {
  it("import one way in core's shipped source", { timeout: 120_000 }, async () => {
    const previous = process.cwd();
    process.chdir(root);
    try {
      const result = await cruise(['packages/core/src'], {
        ...options,
        exclude: { path: '(\\.test\\.ts|test-helpers\\.ts|test-books\\.ts)$' },
        ruleSet: { forbidden: forbidden.filter((rule) => rule.name === 'core-folders-one-way') },
        validate: true,
      });
      const output = result.output as {
        summary: { violations: { rule: { name: string }; from: string; to: string }[] };
      };
      expect(output.summary.violations.map((v) => `${v.from} → ${v.to}`)).toEqual([]);
    } finally {
      process.chdir(previous);
    }
  });

  // A small tree in which alpha and beta import each other, module by module without a cycle.
  it('are refused when two of them import each other', { timeout: 60_000 }, async () => {
    const previous = process.cwd();
    process.chdir(fileURLToPath(new URL('./folder-cycle', import.meta.url)));
    try {
      const result = await cruise(['packages'], {
        ...options,
        tsConfig: undefined,
        ruleSet: { forbidden: forbidden.filter((rule) => rule.name === 'core-folders-one-way') },
        validate: true,
      });
      const output = result.output as { summary: { violations: { rule: { name: string }; from: string }[] } };
      const flagged = output.summary.violations.map((v) => `${v.rule.name}: ${v.from}`).sort();
      expect(flagged).toEqual([
        'core-folders-one-way: packages/core/src/alpha',
        'core-folders-one-way: packages/core/src/beta',
      ]);
    } finally {
      process.chdir(previous);
    }
  });
});

describe('web screens', () => {
  // useProfileQuery shares a module with useProfile, which screens may use, so an import rule cannot
  // tell them apart: the screens' source is read instead.
  it("read stored records through the domains' named hooks, never useProfileQuery", () => {
    const src = `${root}apps/web/src/`;
    const screens = readdirSync(`${src}routes`, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => `routes/${file}`);
    expect(screens.length).toBeGreaterThan(50);
    const calling = [...screens, 'app.tsx'].filter((file) =>
      /\buseProfileQuery\b/.test(readFileSync(`${src}${file}`, 'utf8')),
    );
    expect(calling).toEqual([]);
  });
});
