import { describe, expect, it } from 'vitest';
import { labelProblems } from './labels.ts';

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

  it.each([
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
