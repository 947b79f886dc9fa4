import { BLIND16_CORPUS } from '../analyzer/corpus-score.ts';
import { describeCorpusMeasurement } from './corpus-measurement.ts';

/**
 * The analyzer on the blind16 corpus (corpora/blind16): utility judges from two benchmarks of tool-using and
 * state-changing agents used nowhere else in the repository (WorkArena's validation of the ServiceNow instance's
 * records, the page's list and address and the chat answer; AgentBoard's tool tasks, a finished episode whose progress
 * over the ground-truth subgoals reached 1, with the todo state or the spreadsheet after each step), labelled blind from
 * the docs and committed before the analyzer ran on them. The people changing the analyzer are told not to read the
 * folder. Like the other blind corpora it holds no floor, so that nobody tunes the analyzer to it; it fails only when
 * the measurement itself is broken.
 */
describeCorpusMeasurement('blind16 corpus', BLIND16_CORPUS, 'blind16', { blind: true });
