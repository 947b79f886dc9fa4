import { BLIND9_CORPUS } from '../analyzer/corpus-score.ts';
import { describeCorpusMeasurement } from './corpus-measurement.ts';

/**
 * The analyzer on the blind9 corpus (corpora/blind9): judges from five more benchmarks used nowhere else in the
 * repository (AssistantBench's answer scorer as BrowserGym runs it, the SaTML 2024 LLM CTF's utility evaluation, and the
 * jailbreak tests of GCG, AutoDAN and SmoothLLM), labelled blind from the docs and committed before the analyzer ran on
 * them. The people changing the analyzer are told not to read the folder. Like the other blind corpora it holds no
 * floor, so that nobody tunes the analyzer to it; it fails only when the measurement itself is broken.
 */
describeCorpusMeasurement('blind9 corpus', BLIND9_CORPUS, 'blind9');
