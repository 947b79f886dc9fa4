import { describe, expect, it } from 'vitest';
import { axisOutcome } from './corpus-score.ts';
import { labelAxis, labelProblems, type Label } from './labels.ts';

/** The label format of docs/taxonomy.md ("Labels of the wild corpus"), as the corpus tests check every label file against it. */
const VALID = {
  judge: 'attack',
  axes: {
    read: ['trace-names', 'trace-arguments'],
    count: [{ kind: 'at-least', n: 1 }],
    content: ['equality'],
    case: 'case-sensitive',
    argument: 'constrained',
  },
  findings: [
    { rule: 'ignores-call-outcome', line: 12, reason: 'a blocked call counts' },
    { rule: 'other:lossy-normalization', line: 12, reason: 'dots dropped' },
  ],
};

const withAxes = (axes: object) => ({ ...VALID, axes: { ...VALID.axes, ...axes } });

describe('label format', () => {
  it('accepts a label in the format, and an unknown kind of defect as other:<kind>', () => {
    expect(labelProblems(VALID)).toEqual([]);
  });

  it('accepts `unknown` in place of any axis value (docs/taxonomy.md: an axis the definitions leave without a value)', () => {
    for (const axis of ['read', 'count', 'content', 'case', 'argument']) expect(labelProblems(withAxes({ [axis]: 'unknown' })), axis).toEqual([]);
    expect(labelAxis(withAxes({ count: 'unknown' }) as Label, 'count')).toBe('unknown');
    expect(labelAxis(VALID as Label, 'count')).toBe('at-least 1');
  });

  it.each([
    ['unknown against the analyzer unknown', 'unknown', { known: false }, 'agree'],
    ['unknown against a value', 'unknown', { known: true, value: 'at-least 1' }, 'disagree'],
    ['a value against the analyzer unknown', 'at-least 1', { known: false }, 'unknown'],
    ['a value against the same value', 'at-least 1', { known: true, value: 'at-least 1' }, 'agree'],
    ['a value against another', 'at-least 1', { known: true, value: 'exactly 1' }, 'disagree'],
  ] as const)('scores %s as %s', (_what, expected, got, outcome) => {
    expect(axisOutcome(expected, got)).toBe(outcome);
  });

  it.each([
    ['another word in place of an axis value', withAxes({ count: 'unknowable' }), 'axes.count'],
    ['unknown inside a set', withAxes({ content: ['equality', 'unknown'] }), 'axes.content.1'],
    ['an unknown read location', withAxes({ read: ['posts'] }), 'axes.read.0'],
    ['an unknown count kind', withAxes({ count: [{ kind: 'some' }] }), 'axes.count.0.kind'],
    ['an unknown content match', withAxes({ content: ['fuzzy'] }), 'axes.content.0'],
    ['an unknown case rule', withAxes({ case: 'insensitive' }), 'axes.case'],
    ['an extra axis field', withAxes({ style: 'imperative' }), 'axes'],
    ['a rule that is neither a rule id nor other:/dynamic:', { ...VALID, findings: [{ rule: 'lossy-normalization' }] }, 'findings.0.rule'],
    ['a line that is not a positive integer', { ...VALID, findings: [{ rule: 'reads-nothing', line: 0 }] }, 'findings.0.line'],
    ['an attack label without the argument axis', { ...VALID, axes: { ...VALID.axes, argument: undefined } }, '(label)'],
    ['a utility label with the argument axis', { ...VALID, judge: 'utility' }, '(label)'],
  ])('reports %s at its path', (_what, label, path) => {
    const problems = labelProblems(label);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.startsWith(`${path}: `)).toBe(true);
  });
});
