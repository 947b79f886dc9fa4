import { BLIND6_CORPUS } from '../analyzer/corpus-score.ts';
import { describeCorpusMeasurement } from './corpus-measurement.ts';

/**
 * The analyzer on the blind6 corpus (corpora/blind6): judges from two more benchmarks used nowhere else in the
 * repository (agent-attack's VWA-Adv step evaluator, PyRIT's true/false scorers), labelled blind from the docs and
 * committed before the analyzer ran on them. The people changing the analyzer are told not to read the folder. Like the
 * other blind corpora it holds no floor, so that nobody tunes the analyzer to it; it fails only when the measurement
 * itself is broken.
 */
describeCorpusMeasurement('blind6 corpus', BLIND6_CORPUS, 'blind6');
