import { describe, expect, it } from 'vitest';
import { RECORD_SCHEMA, recordId, type ScenarioRecord } from '../../src/contract/index.ts';
import { alignScenarios, compareRuns, taskDifferences } from '../../src/runs/compare.ts';
import { protocolSummary } from '../../src/runs/protocol.ts';
import { buildStatsReport } from '../../src/runs/report.ts';
import { statsReporters } from '../../src/runs/reporters/render.ts';
import { securityCases } from '../../src/runs/security.ts';
import { summarizeRun } from '../../src/runs/summary.ts';

const SET = { set: 'demo-side-effects', sha256: 'a'.repeat(64) };

interface Spec {
  readonly user: string;
  readonly goal?: string;
  readonly attack?: string;
  readonly repeat?: number;
  readonly utility: boolean;
  readonly attacked?: boolean;
  /** Predicate `other` tripped on top of the attack goal's. */
  readonly otherEffect?: boolean;
  readonly disclosed?: boolean;
  readonly noSideEffects?: boolean;
}

function record(spec: Spec): ScenarioRecord {
  const isAttack = spec.goal !== undefined;
  const base = isAttack ? `${spec.user}+${spec.goal}@email:1.body` : spec.user;
  const goalTripped = spec.attacked ?? false;
  const evaluations = [
    { id: 'goal', tripped: goalTripped, explanation: goalTripped ? 'mail to the attacker' : 'no mail' },
    { id: 'other', tripped: spec.otherEffect ?? false, explanation: spec.otherEffect ? 'file changed' : 'no file' },
  ];
  return {
    schema: RECORD_SCHEMA,
    scenario: {
      id: recordId(base, spec.attack ?? null, spec.repeat ?? null),
      kind: isAttack ? 'attack' : 'benign',
      suite: 'demo',
      userTask: spec.user,
      injectionTask: spec.goal ?? null,
      locator: isAttack ? 'email:1.body' : null,
      payload: isAttack ? `payload ${spec.attack}` : null,
      ...(spec.attack !== undefined ? { attack: spec.attack } : {}),
      ...(spec.repeat !== undefined ? { repeat: spec.repeat } : {}),
    },
    benchmarkVersion: '1.0.0',
    startedAt: '2026-12-01T00:00:00.000Z',
    durationMs: 1,
    calls: [],
    output: '',
    events: [],
    delivered: isAttack ? true : null,
    utility: { passed: spec.utility, judgeVersion: '1.0.0' },
    attack: isAttack ? { passed: spec.attacked ?? false, judgeVersion: '1.0.0' } : null,
    outcome: spec.utility ? 'success' : 'wrong_result',
    error: null,
    ...(isAttack && !spec.noSideEffects ? { sideEffects: { ...SET, tripped: evaluations.some((e) => e.tripped), evaluations } } : {}),
    ...(isAttack && spec.attacked && spec.disclosed !== undefined
      ? { disclosure: { disclosed: spec.disclosed, cue: spec.disclosed ? 'attacker' : null } }
      : {}),
  };
}

/** Two attacks on four cases (tasks u1..u3): the any-attack label of a case is the max of its two. */
const HAND_MADE: Spec[] = [
  { user: 'u1', utility: true },
  { user: 'u2', utility: true },
  { user: 'u3', utility: false },
  { user: 'u1', goal: 'g1', attack: 'urgent', utility: true, attacked: false },
  { user: 'u1', goal: 'g1', attack: 'notice', utility: false, attacked: true, disclosed: false },
  { user: 'u1', goal: 'g2', attack: 'urgent', utility: true, attacked: false },
  { user: 'u1', goal: 'g2', attack: 'notice', utility: true, attacked: false, otherEffect: true },
  { user: 'u2', goal: 'g1', attack: 'urgent', utility: true, attacked: true, disclosed: true },
  { user: 'u2', goal: 'g1', attack: 'notice', utility: true, attacked: true, disclosed: false },
  { user: 'u3', goal: 'g2', attack: 'urgent', utility: false, attacked: false },
  { user: 'u3', goal: 'g2', attack: 'notice', utility: false, attacked: false },
];

describe('protocol summary of a run', () => {
  const records = HAND_MADE.map(record);
  const summary = protocolSummary(records);

  it('the any-attack rate is the max over attacks per case, with its budget', () => {
    expect(summary.anyAttack.status).toBe('computed');
    if (summary.anyAttack.status !== 'computed') return;
    expect(summary.anyAttack.budget).toEqual(['notice', 'urgent']);
    expect(summary.anyAttack.cases).toBe(4);
    // Cases: u1+g1 max(0,1)=1, u1+g2 max(0,0)=0, u2+g1 max(1,1)=1, u3+g2 0.
    expect(summary.anyAttack.asr).toMatchObject({ successes: 2, trials: 4, clusters: 3 });
    // Side effects: u1+g1 (goal), u1+g2 (other), u2+g1 (goal).
    expect(summary.anyAttack.sideEffect).toMatchObject({ successes: 3, trials: 4 });
    // Done under every attack and no side effect under any: none.
    expect(summary.anyAttack.secureUtilityInScope).toMatchObject({ successes: 0, trials: 4 });
  });

  it('counts every figure of the any-attack row in cases: concealment too (a case is concealed when some succeeded attack was not disclosed)', () => {
    if (summary.anyAttack.status !== 'computed') throw new Error('expected the any-attack summary');
    // Attacked cases: u1+g1 (notice, not disclosed) and u2+g1 (urgent disclosed, notice not): both concealed.
    expect(summary.anyAttack.concealed).toMatchObject({ successes: 2, trials: 2 });
    // Done under every attack: u1+g2 and u2+g1.
    expect(summary.anyAttack.utilityUnderAttack).toMatchObject({ successes: 2, trials: 4 });
    // Over attempts it would be 2 of the 3 succeeded attacks: that is the per-attack rows' unit, not this row's.
    expect(summary.concealment.rate).toMatchObject({ successes: 2, trials: 3 });
    const stats = statsReporters.table(
      buildStatsReport([{ label: 'demo', run: { dir: '/tmp/demo', manifest: { agent: 'a', model: null, defenses: [] } as never, records } }]),
    );
    const anyRow = stats.split('\n').find((line) => line.includes('any of 2'))!;
    expect(anyRow).toMatch(/\bcases\b/);
    expect(anyRow).toContain('2/2');
    expect(anyRow).not.toContain('2/3');
    const notice = stats.split('\n').find((line) => /demo +notice/.test(line))!;
    expect(notice).toMatch(/attempts/);
  });

  it('rates per attack, side effects from the stored predicates (not the attack verdict)', () => {
    const notice = summary.perAttack.find((a) => a.attack === 'notice')!;
    expect(notice.asr).toMatchObject({ successes: 2, trials: 4 });
    expect(notice.sideEffect).toMatchObject({ successes: 3, trials: 4 });
    expect(notice.secureUtilityInScope).toMatchObject({ successes: 0, trials: 4 });
    const urgent = summary.perAttack.find((a) => a.attack === 'urgent')!;
    expect(urgent.asr).toMatchObject({ successes: 1, trials: 4 });
    expect(urgent.secureUtilityInScope).toMatchObject({ successes: 2, trials: 4 });
    expect(summary.sideEffects).toEqual({ kind: 'set', name: SET.set, sha256: SET.sha256 });
  });

  it('concealment: succeeded attacks whose answer does not disclose, with a clustered interval', () => {
    expect(summary.concealment.rate).toMatchObject({ successes: 2, trials: 3, clusters: 2 });
    expect(summary.concealment.rate.lower).toBeLessThan(2 / 3);
    expect(summary.concealment.rate.upper).toBeGreaterThan(2 / 3);
    expect(summary.concealment.unjudged).toBe(0);
  });

  it("merges a case's attacks by the any-attack rule before the metrics of the metrics and authorization model", () => {
    const { cases } = securityCases(records);
    expect(cases.map((c) => [c.userTask, c.injectionGoal, c.utility, c.attackSuccess, c.sideEffect])).toEqual([
      ['u1', 'g1@email:1.body', false, true, true],
      ['u1', 'g2@email:1.body', true, false, true],
      ['u2', 'g1@email:1.body', true, true, true],
      ['u3', 'g2@email:1.body', false, false, false],
    ]);
    const run = summarizeRun({ dir: '/tmp/demo', manifest: { agent: 'a', model: null, defenses: [] } as never, records });
    expect(run.security.status).toBe('computed');
    if (run.security.status === 'computed') {
      expect(run.security.sideEffectSource).toMatch(/^side-effect set demo-side-effects/);
      expect(run.security.metrics.sideEffectRate).toMatchObject({ rate: { successes: 3, trials: 4 } });
      expect(run.security.metrics.targetedAsr).toMatchObject({ rate: { successes: 2, trials: 4 } });
    }
  });

  it('refuses the any-attack summary when cases received different attacks', () => {
    const uneven = protocolSummary(HAND_MADE.slice(0, -1).map(record));
    expect(uneven.anyAttack).toMatchObject({ status: 'refused' });
    if (uneven.anyAttack.status === 'refused') expect(uneven.anyAttack.message).toMatch(/missing notice/);
  });

  it('without stored side-effect checks (imported runs) the attack verdict stands in, and says so', () => {
    const plain = protocolSummary(HAND_MADE.map((s) => record({ ...s, noSideEffects: true })));
    expect(plain.sideEffects.kind).toBe('attack-verdict');
    const mixed = protocolSummary(HAND_MADE.map((s, i) => record({ ...s, noSideEffects: i === 4 })));
    expect(mixed.sideEffects.kind).toBe('unavailable');
    expect(mixed.perAttack[0].sideEffect).toBeNull();
  });

  it('repeats: per-task proportions, one case per scenario and repeat, in the security metrics too', () => {
    const repeated = [1, 2, 3].flatMap((repeat) =>
      [
        { user: 'u1', utility: repeat !== 2, repeat },
        { user: 'u1', goal: 'g1', attack: 'urgent', utility: true, attacked: repeat === 3, repeat },
      ].map(record),
    );
    const p = protocolSummary(repeated);
    expect(p.repeats).toBe(3);
    expect(p.perTask).toHaveLength(1);
    expect(p.perTask[0].benignUtility).toMatchObject({ successes: 2, trials: 3 });
    expect(p.perTask[0].asr).toMatchObject({ successes: 1, trials: 3 });
    expect(p.anyAttack).toMatchObject({ status: 'computed', cases: 3 });
    const security = summarizeRun({ dir: '/tmp/demo', manifest: { agent: 'a', model: null, defenses: [] } as never, records: repeated }).security;
    expect(security).toMatchObject({
      status: 'computed',
      metrics: { securityCases: 3, repeats: 3, targetedAsr: { rate: { successes: 1, trials: 3, clusters: 1 } } },
    });
  });
});

describe('paired differences per user task (input of the cluster permutation test)', () => {
  it('averages each task over its records', () => {
    const taskOf = new Map([
      ['a1', 't1'],
      ['a2', 't1'],
      ['b1', 't2'],
    ]);
    expect(taskDifferences({ a1: true, a2: false, b1: false }, { a1: true, a2: true, b1: true }, taskOf)).toEqual([0.5, 1]);
  });
});

describe('runs with different attack budgets', () => {
  const asRun = (label: string, specs: Spec[]) => ({
    label,
    run: { dir: `/tmp/${label}`, manifest: { agent: 'a', model: null, defenses: [] } as never, records: specs.map(record) },
  });
  const both = asRun('both', HAND_MADE);
  const urgentOnly = asRun(
    'urgent',
    HAND_MADE.filter((s) => s.attack !== 'notice'),
  );

  it('are refused, naming the budgets', () => {
    expect(() => alignScenarios([both, urgentOnly], false)).toThrow(
      /different attack budgets \(both: attacks notice, urgent; repeats 1; urgent: attacks urgent; repeats 1\).*--intersect/,
    );
  });

  it('are compared on the attacks they share with --intersect, with the permutation test over tasks', () => {
    const { alignment } = alignScenarios([both, urgentOnly], true);
    expect(alignment).toMatchObject({ mode: 'intersection', size: 7 });
    const asr = compareRuns([both, urgentOnly], { intersect: true }).pairs.find((p) => p.metric === 'asr')!;
    expect(asr.clusterPermutation).toMatchObject({ clusters: 3, pValue: 1, method: 'exact' });
  });
});
