import { truthiness } from '../flow/value.ts';
import { defineRule } from './rule.ts';
import { baseWitness } from './witness.ts';

/** AgentDojo banking user task 8: `return True` with a comment that no check exists. */
export default defineRule({
  id: 'constant-verdict',
  severity: 'error',
  messages: {
    constant: 'The judge returns {{value}} on every path: it decides nothing.',
  },
  docs: {
    description: 'A judge that returns the same verdict on every path.',
    rationale:
      'A constant judge turns the task into a free pass (or a certain failure) for every agent, including one that does nothing. Write the check, or drop the task from the version.',
    invalid: { code: 'const judge: Judge = () => true;' },
    valid: { code: "const judge: Judge = ({ post }) => post.emails.some((e) => e.folder === 'sent');" },
    witness:
      'The run a right judge decides the other way: for a judge that always passes, the initial state (nothing done, no answer), which it passes; for one that always fails, the reference run, which it fails. No change is needed.',
  },
  defaultOptions: {},
  check({ facts, report }) {
    if (facts.style !== 'imperative' || facts.returns.length === 0) return;
    const truths = facts.returns.map((r) => truthiness(r.value));
    if (truths.some((t) => t === undefined) || new Set(truths).size !== 1) return;
    const value = truths[0] ? 'true' : 'false';
    // The run a right judge decides the other way: the initial state for a judge that always passes, the reference run for one that always fails.
    report(facts.root, 'constant', { value }, truths[0] ? baseWitness('initial-state', 'pass')! : baseWitness('reference', 'fail')!);
  },
});
