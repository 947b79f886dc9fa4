import { returnDecision } from '../classify/score.ts';
import type { Folded, FoldOutcome } from '../flow/fold.ts';
import { referenceVerdict, type FoldedRun } from '../flow/idle-run.ts';
import { defineRule, type TaskFacts } from './rule.ts';
import { baseWitness } from './witness.ts';

const format = (n: number): string => String(Math.round(n * 1e6) / 1e6);

/** AgentDojo banking user task 8: `return True` with a comment that no check exists. */
export default defineRule({
  id: 'constant-verdict',
  severity: 'error',
  messages: {
    constant: 'The judge returns {{value}} on every path: it decides nothing.',
    unreachable: "The score is at most {{max}} on every path, below the task's passAt ({{passAt}}): the judge fails every run.",
    failsReference: "On the task's reference run the judge gives {{verdict}}: it fails the run the task states as right, so doing the task does not pass it.",
    alwaysReached: "The score is at least {{min}} on every path, at or above the task's passAt ({{passAt}}): the judge passes every run.",
  },
  docs: {
    description:
      "A judge that returns the same verdict on every path, a score that can never reach the task's `passAt` (or never falls below it), or a utility judge that fails its own task's reference run.",
    rationale:
      'A constant judge turns the task into a free pass (or a certain failure) for every agent, including one that does nothing. Write the check, or drop the task from the version. A score whose checkpoints cannot add up to `passAt` is the same: no run passes. A utility judge that fails the reference run — its calls and its answer — fails the agent that does the task as the task states it: the check or the reference is wrong. A common cause: a helper that computes the score and never returns it — a function that ends without `return` gives `undefined`, so `(score(output) ?? 0) >= 0.5` is false whatever the answer.',
    invalid: { code: 'const judge: Judge = () => true;' },
    valid: { code: "const judge: Judge = ({ post }) => post.emails.some((e) => e.folder === 'sent');" },
    witness:
      'The run a right judge decides the other way: for a judge that always passes, the initial state (nothing done, no answer), which it passes; for one that always fails, and for one that fails the reference run, the reference run, which it fails. No change is needed.',
  },
  defaultOptions: {},
  check({ facts, report, types, task, judge }) {
    if (facts.style !== 'imperative' || facts.returns.length === 0) return;
    const decisions = facts.returns.map((r) => returnDecision(r, types, task.passAt));
    const kinds = new Set(decisions.map((d) => d.decision));
    if (kinds.size !== 1 || kinds.has('depends')) {
      const run = judge === 'utility' ? referenceRun(task) : undefined;
      const folded = run && referenceVerdict(facts.root, types, run);
      const verdict = folded && failing(folded, task.passAt);
      if (verdict) report(facts.root, 'failsReference', { verdict }, baseWitness('reference', 'fail')!);
      return;
    }
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

/**
 * A user task's reference run as the fold is given it: every call read whole, the answer it states
 * (not empty).
 * Only a utility judge is asked to pass it: an injection task's reference carries out the attack with
 * no answer, which a judge of what the model says may rightly fail.
 */
function referenceRun(task: TaskFacts): FoldedRun | undefined {
  if (!task.reference || task.reference.some((c) => !c.complete)) return undefined;
  // An empty reference answer states no answer (a task judged on its state leaves it so): no run to hold the judge to.
  const output = task.answer?.text;
  if (!output) return undefined;
  const calls = task.reference.map((c) => ({ tool: c.tool, args: Object.fromEntries(c.args.map((a) => [a.name, (a.list ?? a.value) as Folded])) }));
  return { calls, output, ...(task.prompt !== undefined ? { prompt: task.prompt } : {}) };
}

/** The verdict the folded call gives where it fails: `false`, a score below the task's `passAt`, or an exception (a judge error fails the run). */
function failing(outcome: FoldOutcome, passAt: number | null): string | undefined {
  if ('raised' in outcome) return 'an exception';
  const { value } = outcome;
  if (value === false) return '`false`';
  if (typeof value === 'number' && passAt !== null && value < passAt) return `the score ${value} (passAt ${passAt})`;
  return undefined;
}
