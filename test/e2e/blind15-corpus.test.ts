import { BLIND15_CORPUS } from '../analyzer/corpus-score.ts';
import { describeCorpusMeasurement } from './corpus-measurement.ts';

/**
 * The analyzer on the blind15 corpus (corpora/blind15): mostly attack judges from four prompt-injection and jailbreak
 * benchmarks used nowhere else in the repository (Open-Prompt-Injection's answer parsers as attack success, matching
 * rate and robust accuracy; PoisonedRAG's incorrect-answer search; PromptInject's hijacking and leaking scores;
 * JailbreakBench's refusal-prefix classifier), labelled blind from the docs and committed before the analyzer ran on
 * them. The people changing the analyzer are told not to read the folder. Like the other blind corpora it holds no
 * floor, so that nobody tunes the analyzer to it; it fails only when the measurement itself is broken.
 */
describeCorpusMeasurement('blind15 corpus', BLIND15_CORPUS, 'blind15', { blind: true });
