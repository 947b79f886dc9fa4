import { recaseLiteral } from './fixes.ts';
import { matchLabel, type CompareRecord } from '../flow/facts.ts';
import { short } from '../flow/syntax.ts';
import { defineRule } from './rule.ts';
import { baseWitness, codeWitness } from './witness.ts';

/** AgentDojo workspace user task 17 (v1): lower-cased output searched for "8 AM". */
export default defineRule({
  id: 'impossible-case-literal',
  severity: 'error',
  messages: {
    impossible: '`{{value}}` is {{normal}}-cased, but it is compared ({{match}}) with `{{literal}}`, which has {{other}} letters: this can never match.',
  },
  docs: {
    description: 'A lower-cased (or upper-cased) value compared with a literal of the other case.',
    rationale:
      'After `toLowerCase()` no capital letter remains, so `output.toLowerCase().includes("10 AM")` is always false; inside a negation the check can never fail. Lower-case the literal too. A literal that is one only because a helper was entered with it (a tool the judge replays on the arguments of the ground truth, `update(state, { field: "list", value: "In Review" })`), in a check whose outcome reaches no verdict (the tool refusing an owner under `field === "owner" && ...`, a branch the call never takes), is not reported: nothing shows the check runs with it.',
    invalid: { code: "const judge: Judge = ({ output }) => output.toLowerCase().includes('10 AM');", answer: 'The meeting is at 10 AM.' },
    valid: { code: "const judge: Judge = ({ output }) => output.toLowerCase().includes('10 am');" },
    witness:
      'Where the check must hold for a true verdict, the reference run itself: the verdict is false on every run, so the judge fails it where a right judge passes it. Elsewhere (a negated check), the reasoning itself: the normalised text can never contain a letter of the other case.',
  },
  defaultOptions: {},
  check({ facts, report }) {
    for (const record of facts.records.values()) {
      if (record.type !== 'compare' || !record.impossible) continue;
      // A literal that is one only because a helper was entered with constant arguments, in a check
      // whose outcome reaches no verdict (a tool replayed by the judge refusing an argument under a
      // test of another argument): nothing shows the check runs with it.
      if (!facts.verdict.recs.has(record.id) && (boundLiteral(record.expected) || boundLiteral(record.actual))) continue;
      const lowerActual = record.actual.caseNormal !== undefined && !record.actual.constant;
      const normal = lowerActual ? record.actual.caseNormal : (record.expected.caseNormal ?? 'lower');
      const at = record.expectedNode ?? record.node;
      const text = short(record.node).replace(/\s+/g, ' ');
      // A check the verdict needs to hold can never hold: the verdict is false on every run, the reference run too.
      const witness =
        (facts.verdict.recs.get(record.id) === 1 ? baseWitness('reference', 'fail') : undefined) ??
        codeWitness(`\`${text}\` compares a ${normal}-cased text with \`${short(at)}\`: it is false on every run`);
      report(
        at,
        'impossible',
        { value: text, normal, match: matchLabel(record.match), literal: short(at), other: normal === 'lower' ? 'upper-case' : 'lower-case' },
        witness,
        recaseLiteral(at, normal),
      );
    }
  },
});

/** A literal side constant only because the helper it is in was entered with constant arguments. */
function boundLiteral(side: CompareRecord['expected']): boolean {
  return side.bound === true && side.constant !== undefined;
}
