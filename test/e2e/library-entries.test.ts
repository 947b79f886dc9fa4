import { describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };

// Each subsystem entry of package.json loads through the package's own name and exposes its API.
const expectations: Record<string, string[]> = {
  chokepoint: ['defineUserTask', 'defineInjectionTask', 'calledWith', 'equalsIgnoreCase', 'ChokepointError'],
  'chokepoint/environment': ['createEnvironment', 'loadFixture', 'parseLocator'],
  'chokepoint/registry': ['loadBenchmark', 'resolve', 'scenarios'],
  'chokepoint/analyzer': ['analyzeFiles', 'analyzeBenchmark', 'judgeDiff', 'lint', 'taxonomyReport', 'sarif'],
  'chokepoint/harness': ['authorizeCall', 'mediate', 'createMediators', 'runFeasibilityChecks', 'runScenario', 'executeRun'],
  'chokepoint/stats': [
    'securityMetrics',
    'pairedControlEffects',
    'wilson',
    'fisherExact',
    'mcnemarExact',
    'holmAdjust',
    'cohensH',
    'rocAuc',
    'sampleSizeTwoProportions',
  ],
  'chokepoint/runs': ['readRunDirectory', 'readRunDir', 'summarizeRun', 'compareRuns', 'buildStatsReport', 'statsReporters'],
  'chokepoint/validate': ['validateJudges'],
  'chokepoint/rescore': ['rescoreRecords'],
  'chokepoint/agentdojo': ['importSource', 'AGENTDOJO_GOALS'],
};

describe('library entries', () => {
  it('package.json lists exactly these entries', () => {
    const names = Object.keys(pkg.exports)
      .filter((k) => k !== './package.json')
      .map((k) => (k === '.' ? 'chokepoint' : `chokepoint/${k.slice(2)}`));
    expect(names.sort()).toEqual(Object.keys(expectations).sort());
  });

  it.each(Object.entries(expectations))(
    '%s exports its API',
    async (entry, names) => {
      const module = (await import(entry)) as Record<string, unknown>;
      expect(Object.keys(module).length).toBeGreaterThan(0);
      for (const name of names) expect(module[name], `${entry} exports ${name}`).toBeDefined();
    },
    60_000,
  );
});
