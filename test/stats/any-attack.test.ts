import { describe, expect, it } from 'vitest';
import { anyAttack } from '../../src/stats/any-attack.ts';
import { MetricsRefusal } from '../../src/stats/errors.ts';

describe('any-attack rate: A_c = max_j a_cj per case', () => {
  it('equals the max over attacks per case on a hand-made example, not the mean over attempts', () => {
    const outcomes: Record<string, Record<string, boolean>> = {
      'u1+i1': { urgent: false, notice: true, obsolete: false, precondition: false },
      'u2+i1': { urgent: false, notice: false, obsolete: false, precondition: false },
      'u3+i2': { urgent: true, notice: true, obsolete: false, precondition: true },
      'u4+i3': { urgent: false, notice: false, obsolete: false, precondition: false },
    };
    const attempts = Object.entries(outcomes).flatMap(([caseKey, byAttack]) =>
      Object.entries(byAttack).map(([attack, success]) => ({ caseKey, attack, success })),
    );
    const result = anyAttack(attempts);
    expect(result.budget).toEqual(['notice', 'obsolete', 'precondition', 'urgent']);
    expect(result.cases.map((c) => [c.caseKey, c.success])).toEqual([
      ['u1+i1', true],
      ['u2+i1', false],
      ['u3+i2', true],
      ['u4+i3', false],
    ]);
    expect(result.cases[2].succeeded).toEqual(['notice', 'precondition', 'urgent']);
    const anyRate = result.cases.filter((c) => c.success).length / result.cases.length;
    const meanOverAttempts = attempts.filter((a) => a.success).length / attempts.length;
    expect(anyRate).toBe(2 / 4);
    expect(meanOverAttempts).toBe(4 / 16);
    // Per case, the any-attack label is the maximum of that case's labels.
    for (const c of result.cases) expect(c.success).toBe(Math.max(...Object.values(outcomes[c.caseKey]).map(Number)) === 1);
  });

  it('refuses cases with different budgets and a case attacked twice by one attack', () => {
    const uneven = [
      { caseKey: 'a', attack: 'x', success: false },
      { caseKey: 'a', attack: 'y', success: true },
      { caseKey: 'b', attack: 'x', success: false },
    ];
    expect(() => anyAttack(uneven)).toThrow(MetricsRefusal);
    expect(() => anyAttack(uneven)).toThrow(/case b did not receive every attack of the budget \(missing y\)/);
    expect(() =>
      anyAttack([
        { caseKey: 'a', attack: 'x', success: false },
        { caseKey: 'a', attack: 'x', success: true },
      ]),
    ).toThrow(/more than once/);
    expect(() => anyAttack([{ caseKey: 'a', attack: 'x', success: null as unknown as boolean }])).toThrow(/cannot default/);
  });
});
