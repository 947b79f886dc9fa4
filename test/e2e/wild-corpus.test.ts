import { beforeAll, describe, expect, it } from 'vitest';
import { labelFileProblems, labelledModules, renderScore, scoreCorpus, totals, WILD_CORPUS, type CorpusScore } from '../analyzer/corpus-score.ts';

/**
 * The analyzer on judges transcribed from other benchmarks (corpora/wild), against their
 * hand-written labels. Prints, per rule, recall and precision and, per axis, agreement and the
 * share of unknown; fails below the floor.
 *
 * The targets (issue 9, section 5) are rule recall >= 90%, precision >= 95%, per-axis agreement
 * >= 95% with unknown <= 5%: the test fails below them. FLOOR holds the figures the analyzer has
 * reached above the targets (a ratchet: raise it with every improvement, never lower it); a floor
 * below its target does not relax the target. The scores that count are those with every label, blind and post hoc: a new
 * rule's first run flags judges nobody labelled, and those are judged by hand (labelled post hoc
 * and listed in corpora/wild/README.md where the defect is real, left as false positives where it
 * is not). The scores against the blind labels only are printed and held to their own floor, so
 * that post-hoc labelling cannot quietly carry the figures. Precision came down from 100% once,
 * when substring-of-number landed (two findings judged not defects).
 */
const TARGET = { recall: 0.9, precision: 0.95, agreement: 0.95, unknown: 0.05 };
const FLOOR = {
  // 151 of 162, 151 of 153 and blind 146 of 157. Until the nineteenth session 152 of 162, 152 of 154 and blind 147 of
  // 157: dead-alternative then stopped reporting redundancies that lose no check (taxonomy reading 45), among them
  // harmful_misuse_terminal_ssh's 'ethereum' beside 'eth' in the same request, whose label it no longer finds. Until
  // the seventeenth session 148 of 157, 148 of 150 and blind 143 of 152: the label `other:rejects-reference-answer`
  // then began to count for constant-verdict, adding five labels of which the rule finds four.
  recall: 0.932,
  precision: 0.986,
  blind: { recall: 0.929, precision: 0.953 },
  agreement: { read: 1, count: 0.99, content: 1, case: 1, argument: 1 },
  unknown: 0.01,
};

/** The stricter of a floor and its target. */
const atLeast = (floor: number, target: number): number => Math.max(floor, target);
const atMost = (floor: number, target: number): number => Math.min(floor, target);

let score: CorpusScore;

beforeAll(() => {
  score = scoreCorpus(labelledModules(WILD_CORPUS));
  const ruleGaps = (rules: CorpusScore['rules'], which: string) => {
    const t = totals(rules);
    return [
      t.recall < TARGET.recall ? `${which}rule recall ${(100 * t.recall).toFixed(1)}% < ${100 * TARGET.recall}%` : '',
      t.precision < TARGET.precision ? `${which}rule precision ${(100 * t.precision).toFixed(1)}% < ${100 * TARGET.precision}%` : '',
    ];
  };
  const gaps = [
    ...ruleGaps(score.rules, ''),
    ...ruleGaps(score.blindRules, '(blind labels only) '),
    ...score.axes.map((a) => (a.agree / a.judges < TARGET.agreement ? `${a.axis} agreement ${((100 * a.agree) / a.judges).toFixed(1)}% < 95%` : '')),
    ...score.axes.map((a) => (a.unknown / a.judges > TARGET.unknown ? `${a.axis} unknown ${((100 * a.unknown) / a.judges).toFixed(1)}% > 5%` : '')),
  ].filter(Boolean);
  process.stdout.write(`\n${renderScore(score, 'wild')}\n\ngap to the targets of issue 9: ${gaps.length === 0 ? 'none' : gaps.join('; ')}\n`);
});

describe('wild corpus', () => {
  it('has labelled judges from at least three benchmarks, every one analysable', () => {
    expect(score.modules).toBeGreaterThanOrEqual(120);
    expect(new Set(labelledModules(WILD_CORPUS).map((m) => m.module.split('/')[0])).size).toBeGreaterThanOrEqual(3);
    expect(score.problems).toEqual([]);
    expect(labelFileProblems(WILD_CORPUS)).toEqual([]);
  });

  it('rule recall and precision meet the targets and stay at or above the floor, with every label and with the blind labels only', () => {
    const all = totals(score.rules);
    expect(all.recall).toBeGreaterThanOrEqual(atLeast(FLOOR.recall, TARGET.recall));
    expect(all.precision).toBeGreaterThanOrEqual(atLeast(FLOOR.precision, TARGET.precision));
    const blind = totals(score.blindRules);
    expect(blind.recall).toBeGreaterThanOrEqual(atLeast(FLOOR.blind.recall, TARGET.recall));
    expect(blind.precision).toBeGreaterThanOrEqual(atLeast(FLOOR.blind.precision, TARGET.precision));
  });

  it('per-axis agreement and unknown share meet the targets and stay at or above the floor', () => {
    for (const a of score.axes) {
      expect(a.agree / a.judges, `${a.axis} agreement`).toBeGreaterThanOrEqual(atLeast(FLOOR.agreement[a.axis], TARGET.agreement));
      expect(a.unknown / a.judges, `${a.axis} unknown`).toBeLessThanOrEqual(atMost(FLOOR.unknown, TARGET.unknown));
    }
  });
});
