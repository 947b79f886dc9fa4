import { BLIND8_CORPUS } from '../analyzer/corpus-score.ts';
import { describeCorpusMeasurement } from './corpus-measurement.ts';

/**
 * The analyzer on the blind8 corpus (corpora/blind8): judges from five more benchmarks used nowhere else in the
 * repository (GAIA's question scorer, API-Bank's level-1 call evaluation, StruQ's and Meta SecAlign's prompt-injection
 * success tests, rebuff's canary leak check), labelled blind from the docs and committed before the analyzer ran on them.
 * The people changing the analyzer are told not to read the folder. Like the other blind corpora it holds no floor, so
 * that nobody tunes the analyzer to it; it fails only when the measurement itself is broken.
 */
describeCorpusMeasurement('blind8 corpus', BLIND8_CORPUS, 'blind8');
