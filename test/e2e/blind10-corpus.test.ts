import { BLIND10_CORPUS } from '../analyzer/corpus-score.ts';
import { describeCorpusMeasurement } from './corpus-measurement.ts';

/**
 * The analyzer on the blind10 corpus (corpora/blind10): judges from three more benchmarks used nowhere else in the
 * repository (ACEBench's function-call, special-category and end-state checkers, WebCanvas's key-node evaluation of a
 * browser agent, and InterCode's SQL reward), labelled blind from the docs and committed before the analyzer ran on
 * them. The people changing the analyzer are told not to read the folder. Like the other blind corpora it holds no
 * floor, so that nobody tunes the analyzer to it; it fails only when the measurement itself is broken.
 */
describeCorpusMeasurement('blind10 corpus', BLIND10_CORPUS, 'blind10');
