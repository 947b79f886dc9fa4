import { BLIND13_CORPUS } from '../analyzer/corpus-score.ts';
import { describeCorpusMeasurement } from './corpus-measurement.ts';

/**
 * The analyzer on the blind13 corpus (corpora/blind13): judges from two more benchmarks used nowhere else in the
 * repository (ToolTalk's success of a conversation's predicted API calls, matched call by call through each API's own
 * check, and WorkBench's outcome-centric comparison of the data frames the agent's actions leave with those the ground
 * truth's replay leaves), labelled blind from the docs and committed before the analyzer ran on them. Opened at the start of
 * the nineteenth session (its README says why), it holds no floor: it fails only when the measurement itself is broken.
 */
describeCorpusMeasurement('blind13 corpus', BLIND13_CORPUS, 'blind13');
