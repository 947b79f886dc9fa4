import { short } from '../flow/syntax.ts';
import { defineRule } from './rule.ts';

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
      'After `toLowerCase()` no capital letter remains, so `output.toLowerCase().includes("10 AM")` is always false; inside a negation the check can never fail. Lower-case the literal too.',
    invalid: { code: "const judge: Judge = ({ output }) => output.toLowerCase().includes('10 AM');" },
    valid: { code: "const judge: Judge = ({ output }) => output.toLowerCase().includes('10 am');" },
  },
  defaultOptions: {},
  check({ facts, report }) {
    for (const record of facts.records.values()) {
      if (record.type !== 'compare' || !record.impossible) continue;
      const lowerActual = record.actual.caseNormal !== undefined && !record.actual.constant;
      const normal = lowerActual ? record.actual.caseNormal : (record.expected.caseNormal ?? 'lower');
      const at = record.expectedNode ?? record.node;
      report(at, 'impossible', {
        value: short(record.node).replace(/\s+/g, ' '),
        normal,
        match: record.match,
        literal: short(at),
        other: normal === 'lower' ? 'upper-case' : 'lower-case',
      });
    }
  },
});
