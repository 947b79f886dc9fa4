import { BLIND12_CORPUS } from '../analyzer/corpus-score.ts';
import { describeCorpusMeasurement } from './corpus-measurement.ts';

/**
 * The analyzer on the blind12 corpus (corpora/blind12): judges from three more benchmarks used nowhere else in the
 * repository (ToolQA's ReAct answer check, T-Eval's instruct-step score of a JSON tool call, and BadAgent's backdoor
 * and follow-steps evaluation of a replayed conversation), labelled blind from the docs and committed before the
 * analyzer ran on them. The people changing the analyzer are told not to read the folder. Like the other blind corpora
 * it holds no floor, so that nobody tunes the analyzer to it; it fails only when the measurement itself is broken.
 */
describeCorpusMeasurement('blind12 corpus', BLIND12_CORPUS, 'blind12');
