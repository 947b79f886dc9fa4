import { beforeAll, describe, expect, it } from 'vitest';
import { labelFileProblems, labelledModules, renderDisagreements, renderScore, scoreCorpus, type CorpusScore } from '../analyzer/corpus-score.ts';

/**
 * A measured corpus that holds no floor: prints its figures and disagreements, and fails only when
 * the measurement itself is broken (a label without its module or in the wrong format, a module
 * that cannot be analysed or whose labelled judge is missing).
 */
export function describeCorpusMeasurement(title: string, corpus: string, name: string): void {
  let score: CorpusScore;

  beforeAll(() => {
    score = scoreCorpus(labelledModules(corpus));
    process.stdout.write(`\n${renderScore(score, name)}\n\n${renderDisagreements(score)}\n`);
  });

  describe(title, () => {
    it('has a module beside every label file, and every label in the format of docs/taxonomy.md', () => {
      expect(labelFileProblems(corpus)).toEqual([]);
    });

    it('analyses every labelled module and finds its labelled judge', () => {
      expect(score.modules).toBeGreaterThan(0);
      expect(score.problems).toEqual([]);
    });
  });
}
