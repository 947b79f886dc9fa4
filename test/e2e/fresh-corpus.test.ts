import { FRESH_CORPUS } from '../analyzer/corpus-score.ts';
import { describeCorpusMeasurement } from './corpus-measurement.ts';

/**
 * The analyzer on the fresh corpus (corpora/fresh): judges from three more benchmarks used nowhere
 * else, labelled blind from the docs and measured once before and once after the semantics work of
 * issue 21's second round (its README keeps both figures). Like the unseen corpus it holds no floor,
 * so that nobody tunes the analyzer to it; it fails only when the measurement itself is broken.
 */
describeCorpusMeasurement('fresh corpus', FRESH_CORPUS, 'fresh');
