// The server's import rules (.dependency-cruiser.cjs, run by `npm run lint`; issue 20 item 1),
// checked the way lint runs them: dependency-cruiser's own cruise() with the repository's config.
// Each rule is shown to refuse a planted violation in a small tree of temporary files and to pass
// the same tree without it; then the module map in docs/architecture.md is checked against the code.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './paths';

const repo = path.resolve(SERVER_ROOT, '../..');

const cruiseIn = async (baseDir: string): Promise<ICruiseResult> => {
  const options = await extractDepcruiseOptions(path.join(repo, '.dependency-cruiser.cjs'));
  const tsConfig = extractTSConfig(options.tsConfig!.fileName!);
  const result = await cruise(['apps/server/src'], { ...options, baseDir, validate: true }, undefined, {
    tsConfig,
  });
  return result.output as ICruiseResult;
};

/** The real server tree, cruised once for the tests that read it. */
let realTree: Promise<ICruiseResult> | undefined;
const cruiseRealTree = () => (realTree ??= cruiseIn(repo));

const rulesBroken = (result: ICruiseResult) =>
  [...new Set(result.summary.violations.map((v) => v.rule.name))].sort();

let tree: string | undefined;
/** Writes the files (paths under apps/server/src) into a fresh temporary folder. */
const plant = (files: Record<string, string>): string => {
  tree = mkdtempSync(path.join(os.tmpdir(), 'depcruise-'));
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(tree, 'apps/server/src', file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  return tree;
};
afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
  tree = undefined;
});

// A kernel file both modules use, and two modules where beta uses alpha: allowed.
const oneWay = {
  'lib/clock.ts': 'export const now = () => 1;\n',
  'modules/alpha/index.ts': "export { hello } from './alpha.service';\n",
  'modules/alpha/alpha.service.ts':
    "import { now } from '../../lib/clock';\nexport const hello = () => now();\n",
  'modules/beta/index.ts': "export { world } from './beta.service';\n",
  'modules/beta/beta.service.ts':
    "import { hello } from '../alpha/index';\nexport const world = () => hello();\n",
};

describe('the import rules of npm run lint', () => {
  it('pass a tree whose modules depend one way', async () => {
    expect(rulesBroken(await cruiseIn(plant(oneWay))).length).toBe(0);
  });

  it('refuse a planted import cycle between files (no-circular) and between modules (no-module-cycle)', async () => {
    const result = await cruiseIn(
      plant({
        ...oneWay,
        'modules/alpha/alpha.service.ts':
          "import { now } from '../../lib/clock';\nimport { world } from '../beta/index';\nexport const hello = () => now() + world.length;\n",
      }),
    );
    expect(rulesBroken(result)).toEqual(['no-circular', 'no-module-cycle']);
  });

  it('refuse two modules that use each other through different files, with no file cycle (no-module-cycle)', async () => {
    const result = await cruiseIn(
      plant({
        ...oneWay,
        'modules/alpha/index.ts':
          "export { hello } from './alpha.service';\nexport { size } from './alpha.size';\n",
        'modules/alpha/alpha.size.ts':
          "import { shout } from '../beta/beta.shout';\nexport const size = () => shout().length;\n",
        'modules/beta/beta.shout.ts': "export const shout = () => 'hey';\n",
      }),
    );
    expect(rulesBroken(result)).toEqual(['no-module-cycle']);
  });

  it('refuse the kernel or the core importing a feature module (core-not-to-modules)', async () => {
    for (const file of [
      'lib/late.ts',
      'jobs/workers.ts',
      'deps.ts',
      'db/seed/seed-demo.ts',
      'ops/backup.ts',
    ]) {
      const depth = file.split('/').length - 1;
      const up = depth === 0 ? './' : '../'.repeat(depth);
      const result = await cruiseIn(
        plant({
          ...oneWay,
          [file]: `import { world } from '${up}modules/beta/index';\nexport const x = world;\n`,
        }),
      );
      // (lib/ also closes a module cycle: the modules use the kernel that now uses them.)
      expect(rulesBroken(result), file).toContain('core-not-to-modules');
      rmSync(tree!, { recursive: true, force: true });
    }
  });

  // The demo seed (core) gets the module functions it needs from the composition root
  // (seed-wiring.ts), as db/seed/seed-modules.ts describes: a seed file importing a module fails.
  it('pass a seed handed its module functions by the composition root, and refuse one that imports the module', async () => {
    const wired = {
      ...oneWay,
      'modules/scoring/index.ts': 'export const storeLoanScores = (ids: string[]) => ids.length;\n',
      'db/seed/seed-modules.ts':
        'export type SeedModules = { scoring: { storeLoanScores: (ids: string[]) => number } };\n',
      'db/seed/seed-history.ts':
        "import type { SeedModules } from './seed-modules';\nexport const seedScores = (m: SeedModules) => m.scoring.storeLoanScores([]);\n",
      'seed-wiring.ts':
        "import type { SeedModules } from './db/seed/seed-modules';\nimport { storeLoanScores } from './modules/scoring/index';\nexport const seedModules: SeedModules = { scoring: { storeLoanScores } };\n",
    };
    expect(rulesBroken(await cruiseIn(plant(wired)))).toEqual([]);
    rmSync(tree!, { recursive: true, force: true });
    const result = await cruiseIn(
      plant({
        ...wired,
        'db/seed/seed-history.ts':
          "import { storeLoanScores } from '../../modules/scoring/index';\nexport const seedScores = () => storeLoanScores([]);\n",
      }),
    );
    expect(result.summary.violations.map((v) => [v.rule.name, v.from, v.to])).toEqual([
      [
        'core-not-to-modules',
        'apps/server/src/db/seed/seed-history.ts',
        'apps/server/src/modules/scoring/index.ts',
      ],
    ]);
  });

  it('hold for the whole server with no baseline: lint runs without --ignore-known and finds nothing', async () => {
    const { scripts } = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.lint).toContain('depcruise apps/server/src --config .dependency-cruiser.cjs');
    expect(scripts.lint).not.toContain('--ignore-known');
    expect(existsSync(path.join(repo, '.dependency-cruiser-known-violations.json'))).toBe(false);
    const found = (await cruiseRealTree()).summary.violations.map(
      (v) => `${v.rule.name}: ${v.from} -> ${v.to}`,
    );
    expect(found).toEqual([]);
  });
});

/** modules/<a> -> the modules it imports, from the real tree. */
const moduleUses = (result: ICruiseResult): Map<string, Set<string>> => {
  const moduleOf = (file: string) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
  const uses = new Map<string, Set<string>>();
  for (const file of result.modules) {
    const from = moduleOf(file.source);
    if (!from) continue;
    const set = uses.get(from) ?? new Set<string>();
    uses.set(from, set);
    for (const dependency of file.dependencies) {
      const to = moduleOf(dependency.resolved);
      if (to && to !== from) set.add(to);
    }
  }
  return uses;
};

describe('docs/architecture.md "Module map"', () => {
  it('lists each module with the modules it uses, as the code has them', async () => {
    const uses = moduleUses(await cruiseRealTree());
    const expected = [...uses.keys()]
      .sort()
      .map((name) => `| ${name} | ${[...uses.get(name)!].sort().join(', ') || '(none)'} |`);
    const doc = readFileSync(path.join(repo, 'docs/architecture.md'), 'utf8');
    const section = doc.slice(
      doc.indexOf('<!-- module-map:start -->'),
      doc.indexOf('<!-- module-map:end -->'),
    );
    const rows = section
      .split('\n')
      .filter((line) => /^\| [a-z]/.test(line) && !/^\| module /.test(line))
      .map(
        (line) =>
          `| ${line
            .split('|')
            .slice(1, -1)
            .map((cell) => cell.trim())
            .join(' | ')} |`,
      );
    // On a difference the expected rows are printed: paste them into the table (prettier pads them).
    expect(rows).toEqual(expected);
  });
});
