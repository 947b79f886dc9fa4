import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { betweenFolderModules, DEEP_IMPORTS, entryBypasses, fileCycles, importEdges, LAYERS, layerViolations, moduleOf, type ImportEdge } from './layers.ts';

const ROOT = join(import.meta.dirname, '../..');
const FIXTURES = join(import.meta.dirname, '../fixtures/architecture');
const edges = importEdges(join(ROOT, 'src'));
/**
 * Every module the project's own tools load: src/, the tests (their planted fixtures aside), the
 * bench and scripts. The cycle check covers them all; it replaces ESLint's import-x/no-cycle, which
 * cost a fifth of the lint (about 12 s of CPU in `npm test`) for the same answer.
 */
const everyEdge = [
  ...edges,
  ...['test', 'bench', 'scripts'].flatMap((dir) => importEdges(join(ROOT, dir))).filter((edge) => !edge.from.startsWith('test/fixtures/')),
];

describe('the layer rule of docs/architecture.md', () => {
  it('holds for src/: every import goes to a lower layer, commander only in the CLI', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(layerViolations(edges)).toEqual([]);
  });

  it("imports between modules go through the module's index.ts, but for the few listed (at most a tenth of the value imports)", () => {
    expect(entryBypasses(edges, DEEP_IMPORTS).map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
    const listed = Object.keys(DEEP_IMPORTS);
    const present = new Set(edges.map((e) => `${e.from} -> ${e.to}`));
    expect(listed.filter((edge) => !present.has(edge))).toEqual([]);
    const values = betweenFolderModules(edges).filter((e) => !e.typeOnly);
    expect(entryBypasses(values).length).toBeLessThanOrEqual(values.length / 10);
  });

  it('has no file-level import cycle, in src/ nor in the tests, bench and scripts', () => {
    expect(everyEdge.some((edge) => edge.from.startsWith('test/') && edge.to.startsWith('src/'))).toBe(true);
    expect(fileCycles(everyEdge)).toEqual([]);
  });

  it('every module of src/ has a layer, and docs/architecture.md names every module', () => {
    const modules = new Set(edges.flatMap((e) => [moduleOf(e.from), moduleOf(e.to)]).filter((m) => m !== null));
    expect([...modules].sort()).toEqual(LAYERS.flat().sort());
    const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    for (const module of LAYERS.flat())
      expect(doc, module).toContain(['index', 'errors', 'io', 'output'].includes(module) ? `src/${module}.ts` : `src/${module}/`);
  });
});

describe('the layer test catches what it is for', () => {
  it('fails on a planted back-edge (a library module importing the CLI)', () => {
    expect(layerViolations(importEdges(join(FIXTURES, 'back-edge/src')))).toEqual([
      'src/stats/rate.ts -> src/cli/main.ts: stats (layer 8) imports cli (layer 13); a module imports only layers below its own',
    ]);
  });

  it('fails on a back-edge added to the real graph, and on an import between modules of one layer', () => {
    const planted: ImportEdge[] = [
      { from: 'src/stats/proportions.ts', to: 'src/reports/index.ts', specifier: '../reports/index.ts' },
      { from: 'src/rescore/rescore.ts', to: 'src/validate/validate.ts', specifier: '../validate/validate.ts' },
    ];
    expect(layerViolations([...edges, ...planted])).toEqual([
      'src/stats/proportions.ts -> src/reports/index.ts: stats (layer 8) imports reports (layer 12); a module imports only layers below its own',
      'src/rescore/rescore.ts -> src/validate/validate.ts: rescore (layer 11) imports validate (layer 11); a module imports only layers below its own',
    ]);
  });

  it('fails on a planted file-level cycle', () => {
    const cycleEdges = importEdges(join(FIXTURES, 'cycle/src'));
    expect(layerViolations(cycleEdges)).toEqual([]);
    expect(fileCycles(cycleEdges)).toEqual([['src/runs/a.ts', 'src/runs/b.ts']]);
  });

  it('fails on a planted deep import: a module importing a file inside another past its index.ts', () => {
    const planted = importEdges(join(FIXTURES, 'deep-import/src'));
    expect(layerViolations(planted)).toEqual([]);
    expect(entryBypasses(planted).map((e) => `${e.from} -> ${e.to}`)).toEqual(['src/runs/compare.ts -> src/stats/fisher.ts']);
    const deep: ImportEdge = { from: 'src/harness/gate.ts', to: 'src/runs/store/lock.ts', specifier: '../runs/store/lock.ts' };
    expect(entryBypasses([...edges, deep], DEEP_IMPORTS)).toEqual([deep]);
  });

  it('fails on commander outside the CLI', () => {
    expect(layerViolations(importEdges(join(FIXTURES, 'package-owner/src')))).toEqual(['src/rendering/option.ts -> commander: only cli may import commander']);
  });

  it('fails on a module that is in no layer', () => {
    expect(layerViolations([{ from: 'src/plugins/x.ts', to: 'src/errors.ts', specifier: '../errors.ts' }])).toEqual([
      'src/plugins/x.ts: module plugins is in no layer (add it to LAYERS and docs/architecture.md)',
    ]);
  });
});
