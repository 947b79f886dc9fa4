import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChokepointError, ChokepointErrors } from '../../src/errors.ts';
import { holmAdjust } from '../../src/stats/holm.ts';
import type { RequiredToolsLookup } from '../../src/stats/rates.ts';
import { alignScenarios, compareRuns, type LabelledRun } from '../../src/runs/compare.ts';
import { readRunDir, type RunData } from '../../src/runs/reader.ts';
import { buildStatsReport } from '../../src/runs/report.ts';
import { securityCases, type SecurityFigure } from '../../src/runs/security.ts';
import { groupRates, summarizeRun } from '../../src/runs/summary.ts';
import { securityMetrics } from '../../src/stats/metrics.ts';
import { statsReporters } from '../../src/runs/reporters/render.ts';
import { REQUIRED_TOOLS } from '../fixtures/stats/generate.ts';
import { binomialHalfTwoSidedExact, fisherTwoSidedExact } from '../stats/exact.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/stats');
const lookup: RequiredToolsLookup = (scenario) => REQUIRED_TOOLS[scenario.userTask];

async function load(name: string): Promise<RunData> {
  return readRunDir(join(FIXTURES, name));
}

async function labelled(...names: string[]): Promise<LabelledRun[]> {
  return Promise.all(names.map(async (label) => ({ label, run: await load(label), requiredTools: lookup })));
}

describe('reading run directories', () => {
  it('reads the manifest and every record, in manifest order', async () => {
    const run = await load('none');
    expect(run.records).toHaveLength(16);
    expect(run.records.map((r) => r.scenario.id)).toEqual(run.manifest.scenarios);
    expect(run.manifest.agent).toBe('compliant');
  });

  describe('refuses broken runs with file, line and field', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'chokepoint-stats-'));
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    async function copyOf(name: string): Promise<string> {
      const target = join(dir, `${name}-${Math.random().toString(36).slice(2)}`);
      await cp(join(FIXTURES, 'none'), target, { recursive: true });
      return target;
    }

    async function errorsOf(runDir: string): Promise<ChokepointError[]> {
      try {
        await readRunDir(runDir);
      } catch (error) {
        if (error instanceof ChokepointErrors) return [...error.errors];
        if (error instanceof ChokepointError) return [error];
        throw error;
      }
      throw new Error('expected the run to be refused');
    }

    it('an invalid field', async () => {
      const run = await copyOf('bad-field');
      const file = join(run, 'scenarios', 'user_task_1.json');
      const text = await readFile(file, 'utf8');
      await writeFile(file, text.replace('"outcome": "success"', '"outcome": "exploded"'));
      const [error, ...rest] = await errorsOf(run);
      expect(rest).toEqual([]);
      expect(error.location.file).toBe(file);
      expect(error.location.field).toBe('outcome');
      expect(error.location.line).toBe(text.split('\n').findIndex((l) => l.includes('"outcome"')) + 1);
    });

    it('invalid JSON', async () => {
      const run = await copyOf('bad-json');
      const file = join(run, 'scenarios', 'user_task_2.json');
      await writeFile(file, '{\n  "schema": "chokepoint.scenario/1",\n  oops\n}\n');
      const [error] = await errorsOf(run);
      expect(error.message).toMatch(/not valid JSON/);
      expect(error.location).toMatchObject({ file, line: 3 });
    });

    it('an attack scenario without an attack verdict', async () => {
      const run = await copyOf('no-verdict');
      const file = join(run, 'scenarios', 'user_task_27+injection_task_7@email%3A1.body.json');
      const record = JSON.parse(await readFile(file, 'utf8'));
      await writeFile(file, JSON.stringify({ ...record, attack: null }, null, 2));
      const [error] = await errorsOf(run);
      expect(error.location.field).toBe('attack');
    });

    it('an incomplete run', async () => {
      const run = await copyOf('incomplete');
      await rm(join(run, 'scenarios', 'user_task_1.json'));
      const [error, ...rest] = await errorsOf(run);
      expect(rest).toEqual([]);
      expect(error.message).toBe('run is incomplete: 1 of 16 scenarios have no record (first: user_task_1); resume the run first');
      expect(error.location).toMatchObject({ file: join(run, 'manifest.json'), field: 'scenarios' });
    });

    it('records of scenarios that are not part of the run, every one reported', async () => {
      const run = await copyOf('stray');
      const record = JSON.parse(await readFile(join(run, 'scenarios', 'user_task_2.json'), 'utf8'));
      await writeFile(join(run, 'scenarios', 'stray.json'), JSON.stringify({ ...record, scenario: { ...record.scenario, id: 'user_task_99' } }));
      await writeFile(join(run, 'scenarios', 'copy.json'), JSON.stringify(record));
      const messages = (await errorsOf(run)).map((e) => e.message);
      expect(messages).toHaveLength(2);
      expect(messages.join('\n')).toMatch(/"user_task_99" is not part of this run/);
      expect(messages.join('\n')).toMatch(/"user_task_2" is not part of this run/);
    });

    it('a missing run directory', async () => {
      const errors = await errorsOf(join(dir, 'nowhere'));
      expect(errors).toHaveLength(1);
      expect(errors[0].location.file).toBe(join(dir, 'nowhere', 'manifest.json'));
    });
  });
});

describe('per-run summary', () => {
  it('computes every headline rate with its denominator (fixture `none`, counted by hand)', async () => {
    const s = summarizeRun(await load('none'), { requiredTools: lookup });
    expect(s.scenarios).toEqual({ total: 16, benign: 6, attack: 8, probe: 2 });
    expect(s.asr).toMatchObject({ successes: 6, trials: 8, estimate: 0.75 });
    expect(s.benignUtility).toMatchObject({ successes: 5, trials: 6 });
    expect(s.upr).toMatchObject({ available: true, rate: { successes: 5, trials: 6 } });
    expect(s.benignBasis).toBe('upr');
    expect(s.frr).toMatchObject({ successes: 1, trials: 6 });
    expect(s.balancedAccuracy!.estimate).toBeCloseTo(0.5 * (1 - 6 / 8 + 5 / 6), 15);
    expect(s.balancedAccuracy!.lower).toBeLessThan(s.balancedAccuracy!.estimate);
    expect(s.utilityUnderAttack).toMatchObject({ successes: 4, trials: 8 });
    expect(s.delivery).toMatchObject({ delivered: 7, notDelivered: 1, unknown: 0 });
    expect(s.delivery.asrDelivered).toMatchObject({ successes: 6, trials: 7 });
    expect(s.benignOutcomes).toEqual({ success: 5, defense_blocked: 0, no_tool_call: 0, env_error: 0, timeout: 0, wrong_result: 1 });
    expect(s.defenseRefusalRate).toMatchObject({ successes: 0, trials: 6 });
    expect(s.probe).toMatchObject({ successes: 2, trials: 2 });
    expect(s.judgeErrors).toEqual({ utility: 0, attack: 0 });
  });

  it('counts verdicts of judges that threw and says so', async () => {
    const run = await load('none');
    const records = run.records.map((r, i) => (i === 0 ? { ...r, utility: { ...r.utility, passed: false, error: 'TypeError: boom' } } : r));
    const report = buildStatsReport([{ label: 'x', run: { ...run, records } }]);
    expect(report.runs[0].judgeErrors).toEqual({ utility: 1, attack: 0 });
    expect(report.notes).toContain('x: 1 utility and 0 attack verdict(s) come from judges that threw; they count as not passed');
  });

  it('computes the security metrics of the metrics and authorization model from the records, as its security_metrics does', async () => {
    const s = summarizeRun(await load('none'), { requiredTools: lookup });
    expect(s.security.status).toBe('computed');
    if (s.security.status !== 'computed') return;
    const m = s.security.metrics;
    const value = (f: SecurityFigure) => ('rate' in f ? f.rate.estimate : f.unavailable);
    const expected = {
      benignTasks: 6,
      securityCases: 8,
      benignUtility: 5 / 6,
      rawAttackedUtility: 4 / 8,
      targetedAsr: 6 / 8,
      sideEffectRate: 6 / 8,
      secureUtilityInScope: 2 / 8,
      jointUtilityAttack: { utilityOnly: 2, attackOnly: 4, both: 2, neither: 0 },
      exposedCases: 7,
      conditionalAsrExposed: 6 / 7,
      benignSolvedCases: 6,
      conditionalAsrBenignSolved: 5 / 6,
    };
    expect({
      benignTasks: m.benignTasks,
      securityCases: m.securityCases,
      benignUtility: value(m.benignUtility),
      rawAttackedUtility: value(m.rawAttackedUtility),
      targetedAsr: value(m.targetedAsr),
      sideEffectRate: value(m.sideEffectRate),
      secureUtilityInScope: value(m.secureUtilityInScope),
      jointUtilityAttack: m.jointUtilityAttack,
      exposedCases: m.exposedCases,
      conditionalAsrExposed: value(m.conditionalAsrExposed),
      benignSolvedCases: m.benignSolvedCases,
      conditionalAsrBenignSolved: value(m.conditionalAsrBenignSolved),
    }).toEqual(expected);
    // The port of the model's security_metrics gives the same on the same labels.
    const { benign, cases } = securityCases((await load('none')).records);
    const port = securityMetrics(
      Object.fromEntries([...benign].map(([key, passed]) => [key.split('\u0000')[0], passed])),
      cases.map((c) => ({ ...c, sideEffect: c.sideEffect!, exposed: c.exposed! })),
    );
    expect(port).toEqual(expected);
  });

  it('separates false refusals from environment errors and no tool call (D3)', async () => {
    const typechecker = summarizeRun(await load('typechecker'), { requiredTools: lookup });
    expect(typechecker.defenseRefusalRate).toMatchObject({ successes: 1, trials: 6 });
    // The refused task had already executed its one required tool: UPR keeps it, the judge does not.
    expect(typechecker.upr).toMatchObject({ available: true, rate: { successes: 6, trials: 6 } });
    const router = summarizeRun(await load('router'), { requiredTools: lookup });
    expect(router.benignOutcomes).toMatchObject({ env_error: 1, no_tool_call: 1, defense_blocked: 0 });
    expect(router.defenseRefusalRate.successes).toBe(0);
    expect(router.probe).toMatchObject({ successes: 1, trials: 2 });
  });

  it('says when UPR is unavailable and what FRR and BA use instead', async () => {
    const s = summarizeRun(await load('none'));
    expect(s.upr.available).toBe(false);
    expect(s.benignBasis).toBe('utility-judge');
    expect(s.frr).toMatchObject({ successes: 1, trials: 6 });
    const partly = summarizeRun(await load('none'), { requiredTools: (r) => (r.userTask === 'user_task_2' ? undefined : ['read_file']) });
    expect(partly.upr).toEqual({ available: false, reason: 'required tools unknown for 1 benign task(s), e.g. user_task_2' });
  });

  it('leaves the exposure figures out, and says why, when a record does not say whether the payload was delivered', async () => {
    const s = summarizeRun(await load('undelivered-unknown'));
    expect(s.delivery.unknown).toBe(1);
    expect(s.security).toMatchObject({ status: 'computed', metrics: { exposedCases: null } });
    const table = statsReporters.table(buildStatsReport([{ label: 'imported', run: await load('undelivered-unknown') }]));
    expect(table).toMatch(/conditional_asr_exposed +n\/a: 1 of \d+ case\(s\) do not record whether the payload was delivered: exposure is never defaulted/);
  });
});

describe('comparisons across runs', () => {
  it('tests each pair with Fisher and exact McNemar, Holm-corrected within each metric', async () => {
    const comparison = compareRuns(await labelled('none', 'typechecker', 'router'));
    const asr = comparison.pairs.filter((p) => p.metric === 'asr');
    expect(asr.map((p) => `${p.reference}>${p.other}`)).toEqual(['none>typechecker', 'none>router', 'typechecker>router']);
    const [first] = asr;
    // 6/8 against 1/8: fisher.test(matrix(c(6,1,2,7),2)), by exact enumeration.
    expect(Math.abs(first.fisherP - fisherTwoSidedExact(6, 2, 1, 7))).toBeLessThan(1e-9);
    expect(first.mcnemar).toMatchObject({ lost: 5, gained: 0 });
    expect(Math.abs(first.mcnemar.pValue - binomialHalfTwoSidedExact(0, 5))).toBeLessThan(1e-12);
    expect(first.difference.estimate).toBeCloseTo(1 / 8 - 6 / 8, 15);
    expect(first.difference.upper).toBeLessThan(0);
    expect(first.cohensH).toBeCloseTo(Math.acos(1 - 2 / 8) - Math.acos(1 - 12 / 8), 12);
    expect(asr.map((p) => p.fisherPHolm)).toEqual(holmAdjust(asr.map((p) => p.fisherP)));
    expect(asr.map((p) => p.mcnemar.pHolm)).toEqual(holmAdjust(asr.map((p) => p.mcnemar.pValue)));
    expect(first.paired).toMatchObject({ pairs: 8, counts: { keptSuccess: 1, lost: 5, gained: 0, keptFailure: 2 } });
  });

  it('keeps the net-zero benign change that hides a loss and a gain', async () => {
    const comparison = compareRuns(await labelled('none', 'typechecker'));
    const utility = comparison.pairs.find((p) => p.metric === 'benign_utility')!;
    expect(utility.paired).toMatchObject({ netEffect: 0, lostIds: ['user_task_27'], gainedIds: ['user_task_30'] });
    expect(utility.fisherP).toBe(1);
    expect(utility.mcnemar.pValue).toBe(1);
  });

  it('compares only the first run against the others with --baseline', async () => {
    const comparison = compareRuns(await labelled('none', 'typechecker', 'router'), { baseline: true });
    expect(new Set(comparison.pairs.map((p) => p.reference))).toEqual(new Set(['none']));
    expect(comparison.pairs.filter((p) => p.metric === 'asr')).toHaveLength(2);
  });

  it('skips UPR (and says why) when required tools are unknown', async () => {
    const runs = (await labelled('none', 'typechecker')).map((r) => ({ ...r, requiredTools: undefined }));
    const comparison = compareRuns(runs);
    expect(comparison.pairs.some((p) => p.metric === 'upr')).toBe(false);
    expect(comparison.skipped).toEqual([{ metric: 'upr', reason: 'required tools unknown for none' }]);
  });

  it('refuses different scenario sets unless asked to intersect, then reports the intersection', async () => {
    const runs = await labelled('none', 'partial');
    expect(() => compareRuns(runs)).toThrow(ChokepointError);
    expect(() => compareRuns(runs)).toThrow(/none: 16, partial: 14; 14 in common.*--intersect/);
    const { alignment, runs: aligned } = alignScenarios(runs, true);
    expect(alignment).toEqual({
      mode: 'intersection',
      size: 14,
      perRun: [
        { label: 'none', total: 16, dropped: 2 },
        { label: 'partial', total: 14, dropped: 0 },
      ],
    });
    expect(aligned.map((r) => r.run.records.length)).toEqual([14, 14]);
    const report = buildStatsReport(runs, { intersect: true });
    expect(report.runs[0].scenarios.attack).toBe(6);
    expect(report.notes).toContain('compared on the 14 scenarios common to all runs; left out: none 2 of 16, partial 0 of 14');
  });
});

describe('reporters', () => {
  it('print denominators in every format', async () => {
    const report = buildStatsReport(await labelled('none', 'typechecker'));
    const table = statsReporters.table(report);
    expect(table).toContain('75.0% [40.9%, 92.9%] 6/8');
    expect(table).toContain('Benign outcomes');
    const markdown = statsReporters.markdown(report);
    expect(markdown).toContain('## Comparisons on 16 common scenarios');
    expect(markdown).toContain('| asr ');
    const json = JSON.parse(statsReporters.json(report));
    expect(json.runs[0].asr).toMatchObject({ successes: 6, trials: 8 });
    expect(json.comparison.pairs.map((p: { metric: string }) => p.metric)).toEqual(['asr', 'benign_utility', 'upr', 'utility_under_attack', 'probe_tool_use']);
  });
});

describe('breakdowns', () => {
  it('gives rates per attack type for imported runs', async () => {
    const s = summarizeRun(await load('undelivered-unknown'));
    expect(s.breakdowns.suite).toEqual([]);
    expect(s.breakdowns.attackType.map((g) => [g.key, g.asr.successes, g.asr.trials, g.utilityUnderAttack.successes])).toEqual([
      ['important_instructions', 1, 4, 3],
      ['tool_knowledge', 0, 4, 4],
    ]);
  });

  it('gives rates per suite, in natural order, with every denominator', async () => {
    const { records } = await load('none');
    const renamed = records.map((r, i) => ({ ...r, scenario: { ...r.scenario, suite: i % 2 === 0 ? 'suite_10' : 'suite_9' } }));
    const groups = groupRates(renamed, (r) => r.scenario.suite);
    expect(groups.map((g) => g.key)).toEqual(['suite_9', 'suite_10']);
    const total = (pick: (g: (typeof groups)[number]) => { trials: number }) => groups.reduce((n, g) => n + pick(g).trials, 0);
    expect([total((g) => g.benignUtility), total((g) => g.utilityUnderAttack), total((g) => g.asr)]).toEqual([6, 8, 8]);
  });
});

describe('security_metrics inputs from records', () => {
  it('refuses two benign scenarios of one user task instead of keeping the last', async () => {
    const { records } = await load('none');
    const twice = [...records, { ...records[0], scenario: { ...records[0].scenario, id: 'user_task_1#again' } }];
    expect(() => securityCases(twice)).toThrow(/benign task user_task_1 has more than one benign scenario/);
  });
});

describe('one name and one definition per false-refusal figure', () => {
  it('reports FRR (100% − UPR) and the defense refusal rate (defense_blocked) as two named figures', async () => {
    const report = buildStatsReport(await labelled('none', 'typechecker'));
    const typechecker = report.runs[1];
    expect(typechecker.frr).toMatchObject({ successes: 0, trials: 6 });
    expect(typechecker.defenseRefusalRate).toMatchObject({ successes: 1, trials: 6 });
    expect(typechecker).not.toHaveProperty('falseRefusals');
    const rows = statsReporters
      .table(report)
      .split('\n')
      .map((line) => line.split(/\s{2,}/)[0]);
    expect(rows).toContain('FRR (100% − UPR)');
    expect(rows).toContain('defense refusal rate (defense_blocked)');
    expect(rows.filter((r) => /false refusal/i.test(r))).toEqual([]);
    const json = JSON.parse(statsReporters.json(report));
    expect(json.runs[1].defenseRefusalRate).toMatchObject({ successes: 1, trials: 6 });
  });
});

describe('security metrics on a subset and with repeats', () => {
  it('are computed on a subset whose benign scenarios cover only some user tasks, and say which figure is conditioned on what', async () => {
    const run = await load('none');
    // As lite keeps 12 of core's 52 benign tasks: user tasks 29 and 30 have attack but no benign scenarios here.
    const subset = {
      ...run,
      records: run.records.filter((r) => r.scenario.kind !== 'benign' || !['user_task_29', 'user_task_30'].includes(r.scenario.userTask)),
    };
    const s = summarizeRun(subset, { requiredTools: lookup });
    expect(s.security.status).toBe('computed');
    if (s.security.status !== 'computed') return;
    const m = s.security.metrics;
    expect(m.securityCases).toBe(8);
    expect(m.benignTasks).toBe(4);
    expect(m.targetedAsr).toMatchObject({ rate: { successes: 6, trials: 8 } });
    expect(m.casesWithoutBenign).toBe(4);
    // Conditioned on the four cases whose user task has a benign scenario here (27 and 28, both solved).
    expect(m.conditionalAsrBenignSolved).toMatchObject({ rate: { trials: 4 } });
    const table = statsReporters.table(buildStatsReport([{ label: 'lite-like', run: subset, requiredTools: lookup }]));
    expect(table).not.toMatch(/refused/);
    expect(table).toMatch(/4 of 8 case\(s\) have no benign scenario of their user task/);
  });

  it('are computed with repeats: one case per case and repeat, clustered by user task', async () => {
    const run = await load('none');
    const again = run.records.map((r) => ({ ...r, scenario: { ...r.scenario, id: `${r.scenario.id}#2`, repeat: 2 } }));
    const s = summarizeRun({ ...run, records: [...run.records, ...again] }, { requiredTools: lookup });
    expect(s.security.status).toBe('computed');
    if (s.security.status !== 'computed') return;
    const m = s.security.metrics;
    expect(m.repeats).toBe(2);
    expect(m.securityCases).toBe(16);
    expect(m.targetedAsr).toMatchObject({ rate: { successes: 12, trials: 16, clusters: 4 } });
    expect(m.benignUtility).toMatchObject({ rate: { successes: 10, trials: 12, clusters: 6 } });
  });

  it('say per figure why not, and compute the others, when delivery is unknown', async () => {
    const s = summarizeRun(await load('undelivered-unknown'));
    expect(s.security.status).toBe('computed');
    if (s.security.status !== 'computed') return;
    expect(s.security.metrics.targetedAsr).toHaveProperty('rate');
    expect(s.security.metrics.conditionalAsrExposed).toMatchObject({ unavailable: expect.stringMatching(/do not record whether the payload was delivered/) });
  });
});
