import type { JudgeFacts } from '../flow/facts.ts';
import { truthiness, WHOLE_CONTEXT } from '../flow/value.ts';
import { defineRule, type WitnessSpec } from './rule.ts';
import { baseWitness, codeWitness } from './witness.ts';

export default defineRule({
  id: 'reads-nothing',
  severity: 'error',
  messages: {
    nothing: 'The verdict depends on nothing in the judge context (output, messages, pre, post, steps, trace).',
  },
  docs: {
    description: 'A judge whose verdict reads nothing from its context.',
    rationale:
      'A judge that ignores the output, the environment and the trace gives the same verdict for every agent. Read what the task is about: the state it changes, or the calls it makes. A verdict that reads the answer only to choose between values that all give it (a helper that returns `0` for an empty answer and falls off its end, giving `undefined`, otherwise) reads nothing either.',
    invalid: { code: "const EXPECTED = '42';\nconst judge: Judge = () => EXPECTED.length > 0;" },
    valid: { code: "const EXPECTED = '42';\nconst judge: Judge = ({ output }) => output.includes(EXPECTED);" },
    witness:
      'A verdict that reads nothing is the same on every run. With its value known: the initial state when it is true (a right judge fails it), the reference run when it is false (a right judge passes it). With its value unknown, the reasoning itself: the initial state and the reference run get the same verdict.',
  },
  defaultOptions: {},
  check({ facts, report }) {
    if (facts.style !== 'imperative') return;
    if (facts.unknowns.length > 0) return;
    const reads = [...facts.verdict.deps].filter((p) => p !== WHOLE_CONTEXT);
    if (reads.length === 0 && !facts.verdict.deps.has(WHOLE_CONTEXT)) report(facts.root, 'nothing', {}, witness(facts));
  },
});

/**
 * A verdict that reads nothing is the same on every run: with its value known, the run a right
 * judge decides the other way (the initial state when it passes, the reference run when it fails);
 * otherwise the reasoning itself.
 */
function witness(facts: JudgeFacts): WitnessSpec {
  const truths = new Set(facts.returns.map((r) => truthiness(r.value)));
  const truth = truths.size === 1 ? [...truths][0] : undefined;
  if (truth === true) return baseWitness('initial-state', 'pass')!;
  if (truth === false) return baseWitness('reference', 'fail')!;
  return codeWitness(
    'the verdict reads nothing of output, pre, post or trace: every run, the initial state and the reference run alike, gets the same verdict',
  );
}
