import { beforeAll, describe, expect, it } from 'vitest';
import {
  UNSEEN_CORPUS,
  labelFileProblems,
  labelledModules,
  renderDisagreements,
  renderScore,
  scoreCorpus,
  type CorpusScore,
} from '../analyzer/corpus-score.ts';

/**
 * The analyzer on the unseen corpus (corpora/unseen): judges from benchmarks used nowhere else in the
 * repository, labelled blind from the docs, measured once before the analyzer's semantics were
 * reworked (its README keeps that figure and every later one). Prints the same figures as the wild
 * corpus — per rule recall and precision, per axis agreement and unknown share — and which modules
 * each rule missed or flagged unlabelled. It asserts no floor on them: a floor tuned to them would
 * invite tuning the analyzer further to this corpus. It fails only when the measurement itself is
 * broken.
 */
let score: CorpusScore;

beforeAll(() => {
  score = scoreCorpus(labelledModules(UNSEEN_CORPUS));
  process.stdout.write(`\n${renderScore(score, 'unseen')}\n\n${renderDisagreements(score)}\n`);
});

describe('unseen corpus', () => {
  it('has a module beside every label file, and every label in the format of docs/taxonomy.md', () => {
    expect(labelFileProblems(UNSEEN_CORPUS)).toEqual([]);
  });

  it('analyses every labelled module and finds its labelled judge', () => {
    expect(score.modules).toBeGreaterThan(0);
    expect(score.problems).toEqual([]);
  });
});
