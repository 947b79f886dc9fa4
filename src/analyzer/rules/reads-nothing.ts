import { defineRule } from './rule.ts';

export default defineRule({
  id: 'reads-nothing',
  severity: 'error',
  messages: {
    nothing: 'The verdict depends on nothing in the judge context (output, messages, pre, post, steps, trace).',
  },
  docs: {
    description: 'A judge whose verdict reads nothing from its context.',
    rationale:
      'A judge that ignores the output, the environment and the trace gives the same verdict for every agent. Read what the task is about: the state it changes, or the calls it makes.',
    invalid: { code: "const EXPECTED = '42';\nconst judge: Judge = () => EXPECTED.length > 0;" },
    valid: { code: "const EXPECTED = '42';\nconst judge: Judge = ({ output }) => output.includes(EXPECTED);" },
  },
  defaultOptions: {},
  check({ facts, report }) {
    if (facts.style !== 'imperative') return;
    if (facts.unknowns.length > 0) return;
    const reads = [...facts.verdict.deps].filter((p) => p !== 'ctx');
    if (reads.length === 0 && !facts.verdict.deps.has('ctx')) report(facts.root, 'nothing');
  },
});
