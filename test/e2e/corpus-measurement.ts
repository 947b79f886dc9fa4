import { beforeAll, describe, expect, it } from 'vitest';
import { labelFileProblems, labelledModules, renderDisagreements, renderScore, scoreCorpus, type CorpusScore } from '../analyzer/corpus-score.ts';
import { consensusScore, labellerAgreement, renderAgreement, secondLabelProblems, secondLabels } from '../analyzer/label-agreement.ts';

export interface MeasurementOptions {
  /**
   * A corpus still blind to the people changing the analyzer: only figures are printed, never which
   * judges disagree (`bench/axes.ts --judges` names them for an informed corpus).
   */
  readonly blind?: boolean;
}

/**
 * A measured corpus that holds no floor: prints its figures (and, for an informed corpus, its
 * disagreements; where a second labeller labelled it, the two labellers' agreement and the analyzer
 * against their consensus), and fails only when the measurement itself is broken (a label without
 * its module or in the wrong format, a module that cannot be analysed or whose labelled judge is
 * missing).
 */
export function describeCorpusMeasurement(title: string, corpus: string, name: string, options: MeasurementOptions = {}): void {
  let score: CorpusScore;
  const modules = labelledModules(corpus);

  beforeAll(() => {
    score = scoreCorpus(modules);
    const second = secondLabels(modules);
    const parts = [renderScore(score, name)];
    if (second.size > 0) parts.push(renderAgreement(labellerAgreement(second), consensusScore(score, second)));
    parts.push(options.blind ? 'disagreements not printed: the corpus is blind' : renderDisagreements(score));
    process.stdout.write(`\n${parts.join('\n\n')}\n`);
  });

  describe(title, () => {
    it("has a module beside every label file, and every label (a second labeller's too) in the format of docs/taxonomy.md", () => {
      expect(labelFileProblems(corpus)).toEqual([]);
      expect(secondLabelProblems(modules)).toEqual([]);
    });

    it('analyses every labelled module and finds its labelled judge', () => {
      expect(score.modules).toBeGreaterThan(0);
      expect(score.problems).toEqual([]);
    });
  });
}
