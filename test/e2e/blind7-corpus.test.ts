import { BLIND7_CORPUS } from '../analyzer/corpus-score.ts';
import { describeCorpusMeasurement } from './corpus-measurement.ts';

/**
 * The analyzer on the blind7 corpus (corpora/blind7): judges from two more benchmarks used nowhere else in the
 * repository (promptfoo's assertion handlers and ascii-smuggling grader, CRAB's evaluator graphs), labelled blind from
 * the docs and committed before the analyzer ran on them. The people changing the analyzer are told not to read the
 * folder. Like the other blind corpora it holds no floor, so that nobody tunes the analyzer to it; it fails only when the
 * measurement itself is broken.
 */
describeCorpusMeasurement('blind7 corpus', BLIND7_CORPUS, 'blind7');
