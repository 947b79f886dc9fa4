import type { DeadCode, JudgeFacts } from '../flow/facts.ts';
import { redundantNeedles } from '../flow/needles.ts';
import { isConstDeclaration, isWithin, short } from '../flow/syntax.ts';
import type { TypeFacts } from '../flow/types.ts';
import { defineRule, lineOf } from './rule.ts';
import { ts } from '../typescript.js';
import { codeWitness } from './witness.ts';

/** AgentHarm's search checks: an alternative (`hate` and `api`) that implies another (`hate`), so it never decides. */
export default defineRule({
  id: 'dead-alternative',
  severity: 'warning',
  messages: {
    duplicate: '`{{text}}` repeats the alternative on line {{line}}; it can never change the result.',
    absorbed: '`{{text}}` implies the alternative on line {{line}}: whenever it holds that one holds too, so it can never change the result.',
    implied: '`{{text}}` is implied by the condition on line {{line}}: whenever that one holds this one holds too, so it can never change the result.',
    dead: 'This code can never run: {{why}}.',
  },
  docs: {
    description:
      "An alternative that can never decide anything: `a || a`, a repeated else-if test, an alternative that implies another (`(a && b) || a`, `s === t || s.includes(t)`), code behind a condition fixed for a reason `constant-condition` does not report; and a conjunct that repeats another or that another implies (`a && a`, `(a || b) && a`, `s.includes('ethereum') && s.includes('eth')`).",
    rationale:
      'A check that never runs gives a false sense of coverage: the subject check of `(subject === s && body.includes(b)) || subject === s` never decides, so the body is never checked. Remove the dead code or make it live. ' +
      "One defect, one finding (the split of ESLint's no-constant-condition and no-unreachable): code dead only because its own condition is fixed, where `constant-condition` reports that condition or an operand of it (the block of `if (strict)` with `const strict = false`, the right operand of `strict && check`, the else of a test always true), is that rule's finding and not reported here again; so is code behind a comparison `impossible-case-literal` reports, and behind a `const` whose initialiser holds either (`const ok = output.length >= 0;` then `if (!ok) return false;`). " +
      "Implication is read from the boolean structure and from what the rule knows of comparisons (a longer needle in the same text, equality implying inclusion), not from earlier checks or a library's semantics. " +
      "Code behind a test of the judge's own data that holds no check of the run (the `return false` of `if (!expected) return false;`) is a guard, not dead code to report; a branch of a loop over a constant list runs for the elements it tests for, and is not dead either. " +
      "A loop over a literal list of needles whose only use of the needle is to search one text for it, leaving on a hit (`for (const n of ['chmod 777', '777']) if (code.includes(n)) return 1;`, or `NEEDLES.some((n) => code.includes(n))`, or a `filter`, `find` or `findIndex` whose result the verdict reads as `some` — a count compared with 0, a result tested for one —, or a `map` whose hits are asked whether any holds (`NEEDLES.map((n) => code.includes(n)).some((hit) => hit)`), also on a list lower-cased first), has one alternative per needle: a needle containing another is reported where the list is written; leaving on a miss, the needle another contains is.",
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
    for (const d of [...facts.duplicates, ...needleDuplicates(facts, types)]) {
      const data = { text: short(d.node), line: lineOf(d.first) };
      const fact = d.absorbed
        ? `whenever \`${data.text}\` holds, \`${short(d.first)}\` (line ${data.line}) holds too: no run is decided by it`
        : d.implied
          ? `whenever \`${short(d.first)}\` (line ${data.line}) holds, \`${data.text}\` holds too: no run is decided by it`
          : `\`${data.text}\` is \`${short(d.first)}\` (line ${data.line}) again: no run is decided by it`;
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

/** The searches a loop over a literal list of needles made, one per needle: the needles another makes redundant. */
function needleDuplicates(facts: JudgeFacts, types: TypeFacts): ReturnType<typeof redundantNeedles> {
  const needles = new Map<ts.Node, string[]>();
  const ids = new Map<ts.Node, number[]>();
  for (const r of facts.records.values()) {
    if (r.type !== 'compare' || (r.match !== 'substring' && r.match !== 'substring-or-membership')) continue;
    // One search per needle (a short list walked item by item), or one for all of a long list's needles.
    const found = r.expected.oneOf ?? [r.expected.constant?.value];
    const texts = found.filter((n): n is string => typeof n === 'string');
    if (texts.length === 0) continue;
    needles.set(r.node, [...(needles.get(r.node) ?? []), ...texts]);
    ids.set(r.node, [...(ids.get(r.node) ?? []), r.id]);
  }
  // The searches reach the verdict only through their disjunction (a filter's count read as `some`).
  const alternatives = (node: ts.Node) => (facts.verdict.anyOf ?? []).some((g) => ids.get(node)!.every((id) => g.has(id)));
  return [...needles].flatMap(([node, list]) => redundantNeedles(types, node, list, facts.root.getSourceFile(), alternatives(node)));
}
