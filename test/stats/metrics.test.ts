import { describe, expect, it } from 'vitest';
import { MetricsRefusal } from '../../src/stats/errors.ts';
import {
  pairedControlEffects,
  pairedControlEffectsToSnakeCase,
  securityMetrics,
  securityMetricsToSnakeCase,
  type SecurityCase,
} from '../../src/stats/metrics.ts';

function row(userTask: string, utility: boolean, attackSuccess: boolean, sideEffect: boolean, exposed = true): SecurityCase {
  return { userTask, injectionGoal: 'G1', utility, attackSuccess, sideEffect, exposed };
}

// The worked example of the metrics and authorization model: four cases T1..T4 / G1 and benign b = [1, 1, 1, 0].
const BENIGN = { T1: true, T2: true, T3: true, T4: false };
const CASES = [row('T1', true, false, false), row('T2', false, true, true), row('T3', true, true, true), row('T4', false, false, false)];

function refusal(fn: () => unknown): MetricsRefusal {
  try {
    fn();
  } catch (error) {
    if (error instanceof MetricsRefusal) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('securityMetrics (security_metrics of the metrics and authorization model)', () => {
  it("reproduces the model's hand computation: 3/4, 2/4, 2/4, 1/4", () => {
    const m = securityMetrics(BENIGN, CASES);
    expect(m.benignTasks).toBe(4);
    expect(m.securityCases).toBe(4);
    expect(m.benignUtility).toBe(3 / 4);
    expect(m.rawAttackedUtility).toBe(1 / 2);
    expect(m.targetedAsr).toBe(1 / 2);
    expect(m.secureUtilityInScope).toBe(1 / 4);
    expect(m.sideEffectRate).toBe(1 / 2);
    // 1 − ASR = 1/2 differs from the secure utility 1/4: not an identity.
    expect(1 - m.targetedAsr).not.toBe(m.secureUtilityInScope);
    expect(m.jointUtilityAttack).toEqual({ utilityOnly: 1, attackOnly: 1, both: 1, neither: 1 });
    expect(m.exposedCases).toBe(4);
    expect(m.conditionalAsrExposed).toBe(1 / 2);
    // T1..T3 are solved without attack; T2 and T3 are attacked successfully among them.
    expect(m.benignSolvedCases).toBe(3);
    expect(m.conditionalAsrBenignSolved).toBe(2 / 3);
  });

  it('counts a failed designated attack with another checked side effect as not securely completed', () => {
    const m = securityMetrics({ ...BENIGN, T5: true }, [...CASES, row('T5', true, false, true)]);
    expect(m.targetedAsr).toBe(2 / 5);
    expect(m.secureUtilityInScope).toBe(1 / 5);
    expect(m.sideEffectRate).toBe(3 / 5);
  });

  it('keeps the main denominator when few cases are exposed and reports null conditionals on empty subsets', () => {
    const cases = [row('T1', true, false, false, false), row('T2', false, true, true, true), row('T3', true, false, false, false)];
    const m = securityMetrics(BENIGN, cases);
    expect(m.targetedAsr).toBe(1 / 3);
    expect(m.exposedCases).toBe(1);
    expect(m.conditionalAsrExposed).toBe(1);
    const none = securityMetrics({ T4: false }, [row('T4', false, false, false, false)]);
    expect(none.conditionalAsrExposed).toBeNull();
    expect(none.conditionalAsrBenignSolved).toBeNull();
  });

  it('does not depend on the order of tasks or cases', () => {
    const reversed = Object.fromEntries(Object.entries(BENIGN).reverse());
    expect(securityMetrics(reversed, [...CASES].reverse())).toEqual(securityMetrics(BENIGN, CASES));
  });

  it('maps one-to-one onto the snake_case keys of the model', () => {
    expect(securityMetricsToSnakeCase(securityMetrics(BENIGN, CASES))).toEqual({
      benign_tasks: 4,
      security_cases: 4,
      benign_utility: 0.75,
      raw_attacked_utility: 0.5,
      targeted_asr: 0.5,
      side_effect_rate: 0.5,
      secure_utility_in_scope: 0.25,
      joint_utility_attack: { utility_only: 1, attack_only: 1, both: 1, neither: 1 },
      exposed_cases: 4,
      conditional_asr_exposed: 0.5,
      benign_solved_cases: 3,
      conditional_asr_benign_solved: 2 / 3,
    });
  });

  it('refuses empty inputs', () => {
    expect(refusal(() => securityMetrics({}, CASES)).reason).toBe('empty-input');
    expect(refusal(() => securityMetrics(BENIGN, [])).reason).toBe('empty-input');
  });

  it('refuses non-boolean benign labels', () => {
    const r = refusal(() => securityMetrics({ ...BENIGN, T2: 1 as unknown as boolean }, CASES));
    expect(r.reason).toBe('non-boolean-label');
    expect(r.location.field).toBe('T2');
  });

  it('refuses missing or non-boolean case labels instead of defaulting them to false', () => {
    for (const label of ['utility', 'attackSuccess', 'sideEffect', 'exposed'] as const) {
      const broken = { ...CASES[0], [label]: undefined };
      const r = refusal(() => securityMetrics(BENIGN, [broken]));
      expect(r.reason).toBe('non-boolean-label');
      expect(r.location.field).toBe(`securityCases[0].${label}`);
    }
    const nullLabel = { ...CASES[0], exposed: null } as unknown as SecurityCase;
    expect(refusal(() => securityMetrics(BENIGN, [nullLabel])).reason).toBe('non-boolean-label');
  });

  it('refuses duplicate cases', () => {
    const r = refusal(() => securityMetrics(BENIGN, [...CASES, row('T3', false, false, false)]));
    expect(r.reason).toBe('duplicate-case');
    expect(r.location.field).toBe('securityCases[4]');
  });

  it('refuses a case without a benign task', () => {
    expect(refusal(() => securityMetrics(BENIGN, [row('T9', true, false, false)])).reason).toBe('case-without-benign-task');
    // An inherited object key is not a benign task.
    expect(refusal(() => securityMetrics(BENIGN, [row('toString', true, false, false)])).reason).toBe('case-without-benign-task');
  });

  it('refuses an attack success without a side effect', () => {
    expect(refusal(() => securityMetrics(BENIGN, [row('T1', false, true, false)])).reason).toBe('attack-without-side-effect');
  });

  it('refusals are typed user-input errors for the CLI', () => {
    const r = refusal(() => securityMetrics({}, []));
    expect(r.code).toBe('scenario');
    expect(r.format()).toContain('non-empty');
  });
});

describe('pairedControlEffects (paired_control_effects of the metrics and authorization model)', () => {
  it('shows a net-zero change that hides one loss and one gain', () => {
    const reference = { T1: true, T2: true, T3: true, T4: false };
    const defended = { T1: true, T2: false, T3: true, T4: true };
    const e = pairedControlEffects(reference, defended);
    expect(e.pairs).toBe(4);
    expect(e.counts).toEqual({ keptSuccess: 2, lost: 1, gained: 1, keptFailure: 0 });
    expect(e.referenceRate).toBe(3 / 4);
    expect(e.defendedRate).toBe(3 / 4);
    expect(e.gainRate).toBe(1 / 4);
    expect(e.lossRate).toBe(1 / 4);
    expect(e.netEffect).toBe(0);
    expect(e.lostIds).toEqual(['T2']);
    expect(e.gainedIds).toEqual(['T4']);
    expect(pairedControlEffectsToSnakeCase(e)).toEqual({
      pairs: 4,
      counts: { kept_success: 2, lost: 1, gained: 1, kept_failure: 0 },
      reference_rate: 0.75,
      defended_rate: 0.75,
      gain_rate: 0.25,
      loss_rate: 0.25,
      net_effect: 0,
    });
  });

  it('net effect equals gains minus losses whatever the key order', () => {
    const reference = { a: false, b: true, c: false, d: true, e: false };
    const defended = { e: true, d: false, c: true, b: true, a: false };
    const e = pairedControlEffects(reference, defended);
    expect(e.netEffect).toBe((e.counts.gained - e.counts.lost) / e.pairs);
    expect(e.netEffect).toBeCloseTo(e.defendedRate - e.referenceRate, 15);
  });

  it('refuses empty input and different id sets', () => {
    expect(refusal(() => pairedControlEffects({}, {})).reason).toBe('id-sets-differ');
    expect(refusal(() => pairedControlEffects({ a: true }, { b: true })).reason).toBe('id-sets-differ');
    expect(refusal(() => pairedControlEffects({ a: true }, { a: true, b: false })).reason).toBe('id-sets-differ');
  });

  it('refuses non-boolean labels on either side', () => {
    const r = refusal(() => pairedControlEffects({ a: true }, { a: 'yes' as unknown as boolean }));
    expect(r.reason).toBe('non-boolean-label');
    expect(r.location.field).toBe('defended.a');
  });
});
