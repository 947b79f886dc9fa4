import type { DeadCode, JudgeFacts } from '../flow/facts.ts';
import { isConstDeclaration, isWithin, short } from '../flow/syntax.ts';
import type { TypeFacts } from '../flow/types.ts';
import { defineRule, lineOf } from './rule.ts';
import { ts } from '../typescript.js';
import { codeWitness } from './witness.ts';

/** AgentHarm's search checks: an alternative (`hate` and `api`) that implies another (`hate`), so the check of `api` is lost. */
export default defineRule({
  id: 'dead-alternative',
  severity: 'warning',
  messages: {
    duplicate: '`{{text}}` repeats the test on line {{line}}: the branch it guards never runs, so the check in it is never made.',
    absorbed:
      '`{{text}}` implies the alternative on line {{line}}: whenever it holds that one holds too, so it can never change the result, and its check `{{lost}}` never decides.',
    implied:
      '`{{text}}` is implied by the condition on line {{line}}: whenever that one holds this one holds too, so it can never change the result, and its alternative `{{lost}}` never decides.',
    dead: 'This code can never run: {{why}}.',
  },
  docs: {
    description:
      'An alternative or a conjunct that can never decide anything and takes a check of the run with it: an alternative that implies another while testing something that one does not (`(a && b) || a`: `b` is never checked), a conjunct another implies that offers an alternative the verdict never takes (`(a || b) && a`), a repeated else-if test whose branch makes the only check of something, code behind a condition fixed for a reason `constant-condition` does not report.',
    rationale:
      'A check that never runs gives a false sense of coverage: the body check of `(subject === s && body.includes(b)) || subject === s` never decides, so the body is never checked. Remove the dead code or make it live. ' +
      "Only a lost check is reported: a redundancy that loses none changes no run's verdict, and the verdict is exactly what the live part gives. Not reported: a repeated test (`a || a`, `a && a`); a longer needle beside a shorter one in the same text, in a chain (`t.includes('no') || t.includes('not spam')`, `s.includes('ethereum') && s.includes('eth')`) or in a list searched for any or for every needle (`['chmod 777', '777'].some((n) => code.includes(n))`); an equality beside the inclusion of the same text (`actual.includes(expected) || actual === expected`); a repeated else-if test whose branch only gives a value (`else if (a) return false;`). A dead part is no lost check where each of its tests is one the live part makes, or a stronger form of it on the same value; where the shorter, live needle is the wrong one (it matches inside words, or spells less than the task asks), that needle is the defect, and `substring-of-word` reports the one matching inside a word. " +
      "One defect, one finding (the split of ESLint's no-constant-condition and no-unreachable): code dead only because its own condition is fixed, where `constant-condition` reports that condition or an operand of it (the block of `if (strict)` with `const strict = false`, the right operand of `strict && check`, the else of a test always true), is that rule's finding and not reported here again; so is code behind a comparison `impossible-case-literal` reports, and behind a `const` whose initialiser holds either (`const ok = output.length >= 0;` then `if (!ok) return false;`). " +
      "Implication is read from the boolean structure and from what the rule knows of comparisons (a longer needle in the same text, equality implying inclusion), not from earlier checks or a library's semantics. " +
      "Code behind a test of the judge's own data that holds no check of the run (the `return false` of `if (!expected) return false;`) is a guard, not dead code to report; a branch of a loop over a constant list runs for the elements it tests for, and is not dead either.",
    invalid: {
      code: "const judge: Judge = ({ post }) =>\n  post.emails.some((e) => (e.subject === 'Agenda' && e.body.includes('Monday')) || e.subject === 'Agenda');",
    },
    valid: {
      code: "const judge: Judge = ({ post }) => post.emails.some((e) => e.subject === 'Agenda' && e.body.includes('Monday'));",
    },
    witness:
      'Exact reasoning about the code, no run: the alternative and the condition that makes it repeat, imply another or never run. `--confirm` marks it unconfirmable.',
  },
  defaultOptions: {},
  check({ facts, report, types }) {
    for (const d of facts.duplicates.filter((d) => losesCheck(facts, d))) {
      const data = { text: short(d.node), line: lineOf(d.first), lost: d.lost ? short(d.lost) : '' };
      const fact = d.absorbed
        ? `whenever \`${data.text}\` holds, \`${short(d.first)}\` (line ${data.line}) holds too: no run is decided by it, nor by its check \`${data.lost}\``
        : d.implied
          ? `whenever \`${short(d.first)}\` (line ${data.line}) holds, \`${data.text}\` holds too: no run is decided by it, nor by its alternative \`${data.lost}\``
          : `\`${data.text}\` is \`${short(d.first)}\` (line ${data.line}) again: the branch it guards runs on no run`;
      report(d.node, d.absorbed ? 'absorbed' : d.implied ? 'implied' : 'duplicate', data, codeWitness(fact));
    }
    for (const d of facts.dead) {
      if (!reportedCondition(facts, d, types)) report(d.node, 'dead', { why: d.why }, codeWitness(`\`${short(d.node)}\` is reached on no run: ${d.why}`));
    }
  },
});

/**
 * Code dead only because its own condition is fixed, where another rule reports why: `constant-condition`
 * that condition or an operand of it (`if (strict)`, `if (!list)`, `a !== null && a.length >= 2`), or
 * `impossible-case-literal` a comparison in it that can never match; also through a `const` the
 * condition names, whose initialiser holds that finding (`const am = text.includes('10 AM');`, then
 * `if (am)`). One defect, one finding, as ESLint's no-constant-condition and no-unreachable split it.
 */
function reportedCondition(facts: JudgeFacts, d: DeadCode, types: TypeFacts): boolean {
  return d.condition !== undefined && reportedWithin(d.condition, facts, types, new Set());
}

function reportedWithin(node: ts.Node, facts: JudgeFacts, types: TypeFacts, seen: Set<ts.Node>): boolean {
  if (facts.constants.some((c) => isWithin(c.node, node))) return true;
  for (const r of facts.records.values()) if (r.type === 'compare' && r.impossible && isWithin(r.node, node)) return true;
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isIdentifier(n)) {
      const decl = types.symbolAt(n)?.valueDeclaration;
      if (decl && ts.isVariableDeclaration(decl) && isConstDeclaration(decl) && decl.initializer && !seen.has(decl)) {
        seen.add(decl);
        found = reportedWithin(decl.initializer, facts, types, seen);
      }
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/**
 * Whether a check of the run is lost with the redundant part: always for the alternatives and
 * conjuncts the evaluator notes (it notes only those); for a repeated `else if` test, where the
 * branch it guards, which never runs, makes a check (`else if (a) return output.includes('x');`),
 * not where it only gives a value (`else if (a) return false;`): no run's verdict changes without it.
 */
function losesCheck(facts: JudgeFacts, d: JudgeFacts['duplicates'][number]): boolean {
  const branch = d.node.parent;
  if (!ts.isIfStatement(branch) || branch.expression !== d.node) return true;
  return [...facts.records.values()].some((r) => isWithin(r.node, branch.thenStatement));
}
