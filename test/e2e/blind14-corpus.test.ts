import { BLIND14_CORPUS } from '../analyzer/corpus-score.ts';
import { describeCorpusMeasurement } from './corpus-measurement.ts';

/**
 * The analyzer on the blind14 corpus (corpora/blind14): mostly attack judges from two prompt-injection benchmarks used
 * nowhere else in the repository (InjecAgent's evaluation of whether the agent called the attacker's tools after an
 * injected tool response, on a prompted agent's ReAct scratchpad or a fine-tuned agent's first tool call, and
 * prompt-injection-eval's deterministic attack and task scorers of the final answer), labelled blind from the docs and
 * committed before the analyzer ran on them. Opened at the end of the eighteenth
 * session (its README says why), it holds no floor: it fails only when the measurement itself is broken.
 */
describeCorpusMeasurement('blind14 corpus', BLIND14_CORPUS, 'blind14');
