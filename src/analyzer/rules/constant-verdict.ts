import { returnDecision } from '../classify/score.ts';
import { defineRule } from './rule.ts';
import { baseWitness } from './witness.ts';

const format = (n: number): string => String(Math.round(n * 1e6) / 1e6);

/** AgentDojo banking user task 8: `return True` with a comment that no check exists. */
export default defineRule({
  id: 'constant-verdict',
  severity: 'error',
  messages: {
    constant: 'The judge returns {{value}} on every path: it decides nothing.',
    unreachable: "The score is at most {{max}} on every path, below the task's passAt ({{passAt}}): the judge fails every run.",
    alwaysReached: "The score is at least {{min}} on every path, at or above the task's passAt ({{passAt}}): the judge passes every run.",
  },
  docs: {
    description: "A judge that returns the same verdict on every path, or a score that can never reach the task's `passAt` (or never falls below it).",
    rationale:
      'A constant judge turns the task into a free pass (or a certain failure) for every agent, including one that does nothing. Write the check, or drop the task from the version. A score whose checkpoints cannot add up to `passAt` is the same: no run passes.',
    invalid: { code: 'const judge: Judge = () => true;' },
    valid: { code: "const judge: Judge = ({ post }) => post.emails.some((e) => e.folder === 'sent');" },
    witness:
      'The run a right judge decides the other way: for a judge that always passes, the initial state (nothing done, no answer), which it passes; for one that always fails, the reference run, which it fails. No change is needed.',
  },
  defaultOptions: {},
  check({ facts, report, types, task }) {
    if (facts.style !== 'imperative' || facts.returns.length === 0) return;
    const decisions = facts.returns.map((r) => returnDecision(r, types, task.passAt));
    const kinds = new Set(decisions.map((d) => d.decision));
    if (kinds.size !== 1 || kinds.has('depends')) return;
    // The run a right judge decides the other way: the initial state for a judge that always passes, the reference run for one that always fails.
    const witness = kinds.has('pass') ? baseWitness('initial-state', 'pass')! : baseWitness('reference', 'fail')!;
    const scores = decisions.filter((d) => d.min !== undefined && d.max !== undefined);
    if (scores.length === 0) {
      report(facts.root, 'constant', { value: kinds.has('pass') ? 'true' : 'false' }, witness);
      return;
    }
    const passAt = format(task.passAt ?? 0);
    if (kinds.has('fail')) report(facts.root, 'unreachable', { max: format(Math.max(...scores.map((d) => d.max!))), passAt }, witness);
    else report(facts.root, 'alwaysReached', { min: format(Math.min(...scores.map((d) => d.min!))), passAt }, witness);
  },
});
