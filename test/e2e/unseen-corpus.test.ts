import { UNSEEN_CORPUS } from '../analyzer/corpus-score.ts';
import { describeCorpusMeasurement } from './corpus-measurement.ts';

/**
 * The analyzer on the unseen corpus (corpora/unseen): judges from benchmarks used nowhere else in the
 * repository, labelled blind from the docs, measured once before the analyzer's semantics were
 * reworked (its README keeps that figure and every later one). Prints the same figures as the wild
 * corpus — per rule recall and precision, per axis agreement and unknown share — and which modules
 * each rule missed or flagged unlabelled. It asserts no floor on them: a floor tuned to them would
 * invite tuning the analyzer further to this corpus. It fails only when the measurement itself is
 * broken.
 */
describeCorpusMeasurement('unseen corpus', UNSEEN_CORPUS, 'unseen');
