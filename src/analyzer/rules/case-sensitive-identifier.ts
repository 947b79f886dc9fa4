import type { Constant } from '../flow/value.ts';
import { comparedField, IDENTIFIER_DEFAULTS, identifierMatcher, type SuiteIdentifierOptions } from './identifiers.ts';
import { defineRule } from './rule.ts';

/** AgentDojo travel injection tasks 3/5, workspace 0/4/5 (v1): addresses compared case-sensitively. */
export type CaseSensitiveIdentifierOptions = SuiteIdentifierOptions;

export default defineRule<'sensitive', CaseSensitiveIdentifierOptions>({
  id: 'case-sensitive-identifier',
  severity: 'warning',
  messages: {
    sensitive:
      'Case-sensitive {{match}} against the {{kind}} {{literal}}: these are case-insensitive, so `{{variant}}` would not match. Normalise both sides or use {{fix}}.',
  },
  docs: {
    description: 'A case-sensitive comparison with an e-mail address, domain, URL host, IBAN or another case-insensitive identifier.',
    rationale:
      'Mail to `Mark.Black@Evil.test` reaches `mark.black@evil.test`, and `de89…` is the same IBAN as `DE89…`; a case-sensitive judge misses an attack (or a solved task) that differs only in case. Compare lower-cased values, or use equalsIgnoreCase / oneOfIgnoreCase / containsIgnoreCase. Which other fields hold case-insensitive identifiers (user or account ids) depends on the system: configure them per suite.',
    invalid: { code: "const judge: Judge = ({ post }) => post.emails.some((e) => e.to === 'mark.black@evil.test');", kind: 'injection' },
    valid: { code: "const judge: Judge = ({ post }) => post.emails.some((e) => e.to.toLowerCase() === 'mark.black@evil.test');", kind: 'injection' },
  },
  defaultOptions: IDENTIFIER_DEFAULTS,
  check({ facts, task, options, report }) {
    const identifiers = identifierMatcher(options, task.suite);
    // Checks that reach the verdict (not ones in code that never runs).
    for (const id of facts.verdict.recs.keys()) {
      const record = facts.records.get(id);
      if (record?.type !== 'compare' || record.caseRule !== 'sensitive' || record.match === 'selector') continue;
      if (record.match === 'regex' || record.match === 'numeric-comparison' || record.match === 'numeric-tolerance') continue;
      const expected = record.expected;
      // A value that is not itself read from the context (a reference URL cleaned, a gold value picked by
      // which fields the call has) can only be one of the literals it was computed from.
      const computed = expected.paths.size === 0 ? [...(expected.literals ?? [])] : [];
      // A constant computed from literals (the host and path of a reference URL parsed) is still checked as them.
      const literals: Constant[] = expected.constantList ? [...expected.constantList] : expected.constant ? [expected.constant.value, ...computed] : computed;
      const field = comparedField(record);
      const byField = field !== undefined && identifiers.isIdentifierField(field);
      const inText = record.match === 'substring';
      const kindOf = (l: string): string | undefined => identifiers.kindOf(l, inText) ?? (byField && /[A-Za-z]/.test(l) ? `\`${field}\` value` : undefined);
      // An identifier by its shape first; then any literal held by an identifier field.
      const hit =
        literals.find((l): l is string => typeof l === 'string' && identifiers.kindOf(l, inText) !== undefined) ??
        literals.find((l): l is string => typeof l === 'string' && kindOf(l) !== undefined);
      if (!hit) continue;
      report(record.expectedNode ?? record.node, 'sensitive', {
        match: record.match,
        kind: kindOf(hit)!,
        literal: JSON.stringify(hit),
        variant: caseVariant(hit),
        fix: facts.style === 'declarative' ? fixFor(record.match) : '`.toLowerCase()` on both sides',
      });
    }
  },
});

function caseVariant(text: string): string {
  const flipped = text.replace(/[A-Za-z]/, (c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()));
  return flipped === text ? text.toUpperCase() : flipped;
}

function fixFor(match: string): string {
  if (match === 'membership') return 'oneOfIgnoreCase()';
  if (match === 'substring') return 'containsIgnoreCase()';
  return 'equalsIgnoreCase()';
}
