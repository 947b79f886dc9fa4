import { describe, expect, it } from 'vitest';
import { axisOutcome, type CorpusScore, type Labelled } from './corpus-score.ts';
import { consensusScore, labellerAgreement } from './label-agreement.ts';
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

  describe('two labellers', () => {
    const label = (rules: string[], casing: string): Label =>
      ({ ...VALID, axes: { ...VALID.axes, case: casing }, findings: rules.map((rule) => ({ rule, line: 1, reason: 'r' })) }) as Label;
    const module = (name: string, rules: string[], casing = 'case-sensitive'): Labelled => ({ module: name, file: name, label: label(rules, casing) });
    const a = module('a.ts', ['ignores-call-outcome', 'dead-alternative']);
    const b = module('b.ts', ['other:empty-answer-passes']);
    const c = module('c.ts', []);
    const second = new Map<Labelled, Label>([
      [a, label(['ignores-call-outcome'], 'case-sensitive')],
      [b, label(['passes-when-nothing-done', 'substring-of-word'], 'mixed')],
      [c, label([], 'case-sensitive')],
    ]);

    it('counts per rule what each names and both name (a kind mapped to a rule counts for it), and per axis equal values', () => {
      const agreement = labellerAgreement(second);
      expect(agreement.judges).toBe(3);
      expect(agreement.rules.map((r) => [r.rule, r.first, r.second, r.both])).toEqual([
        ['dead-alternative', 1, 0, 0],
        ['ignores-call-outcome', 1, 1, 1],
        ['passes-when-nothing-done', 1, 1, 1],
        ['substring-of-word', 0, 1, 0],
      ]);
      expect(agreement.axes.find((x) => x.axis === 'case')).toEqual({ axis: 'case', judges: 3, agree: 2 });
    });

    it('scores the analyzer against the defects both name, leaving out those one names', () => {
      const rule = (r: string, missed: string[], unexpected: string[]) => ({ rule: r, labelled: 0, found: 0, truePositives: 0, missed, unexpected });
      // Found: ignores-call-outcome in a (agreed), dead-alternative in a (disputed), passes-when-nothing-done nowhere (b missed), reads-nothing in c (neither names it).
      const score = {
        rules: [
          rule('dead-alternative', [], []),
          rule('ignores-call-outcome', [], []),
          rule('passes-when-nothing-done', ['b.ts'], []),
          rule('reads-nothing', [], ['c.ts']),
          rule('substring-of-word', [], []),
        ],
      } as unknown as CorpusScore;
      expect(consensusScore(score, second)).toEqual({
        agreedDefects: 2,
        disputed: 2,
        disputedFound: 1,
        truePositives: 1,
        falseNegatives: 1,
        falsePositives: 1,
      });
    });
  });
});
