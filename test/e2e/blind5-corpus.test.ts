import { BLIND5_CORPUS } from '../analyzer/corpus-score.ts';
import { describeCorpusMeasurement } from './corpus-measurement.ts';

/**
 * The analyzer on the blind5 corpus (corpora/blind5): judges from two more benchmarks used nowhere else in the
 * repository (OfficeBench's task evaluations, garak's detectors), labelled blind from the docs and committed before the
 * analyzer ran on them. The people changing the analyzer are told not to read the folder. Like the other blind corpora
 * it holds no floor, so that nobody tunes the analyzer to it; it fails only when the measurement itself is broken.
 */
describeCorpusMeasurement('blind5 corpus', BLIND5_CORPUS, 'blind5');
