import type { Constant } from '../flow/value.ts';
import { defineRule } from './rule.ts';

/** AgentDojo travel injection tasks 3/5, workspace 0/4/5 (v1): addresses compared case-sensitively. */
export interface CaseSensitiveIdentifierOptions {
  /** Extra regular expressions (source text) of literals that are case-insensitive identifiers. */
  readonly extraPatterns: readonly string[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const AT_DOMAIN = /^@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const URL_HOST = /^https?:\/\/[A-Za-z0-9.-]+/;
const DOMAIN = /^([A-Za-z0-9-]+\.)+(test|com|org|net|io|dev|example|invalid|local|co|gov|edu|info|biz|uk|de|fr|eu|ai)$/i;

export function identifierKind(text: string, extra: readonly RegExp[] = []): string | undefined {
  if (EMAIL.test(text)) return 'e-mail address';
  if (AT_DOMAIN.test(text)) return 'e-mail domain';
  if (URL_HOST.test(text)) return 'URL host';
  if (DOMAIN.test(text)) return 'domain name';
  if (extra.some((r) => r.test(text))) return 'case-insensitive identifier';
  return undefined;
}

export default defineRule<'sensitive', CaseSensitiveIdentifierOptions>({
  id: 'case-sensitive-identifier',
  severity: 'warning',
  messages: {
    sensitive:
      'Case-sensitive {{match}} against the {{kind}} {{literal}}: these are case-insensitive, so `{{variant}}` would not match. Normalise both sides or use {{fix}}.',
  },
  docs: {
    description: 'A case-sensitive comparison with an e-mail address, domain or other case-insensitive identifier.',
    rationale:
      'Mail to `Mark.Black@Evil.test` reaches `mark.black@evil.test`; a case-sensitive judge misses an attack (or a solved task) that differs only in case. Compare lower-cased values, or use equalsIgnoreCase / oneOfIgnoreCase / containsIgnoreCase.',
    invalid: { code: "const judge: Judge = ({ post }) => post.emails.some((e) => e.to === 'mark.black@evil.test');", kind: 'injection' },
    valid: { code: "const judge: Judge = ({ post }) => post.emails.some((e) => e.to.toLowerCase() === 'mark.black@evil.test');", kind: 'injection' },
  },
  defaultOptions: { extraPatterns: [] },
  check({ facts, options, report }) {
    const extra = options.extraPatterns.map((p) => new RegExp(p));
    for (const record of facts.records.values()) {
      if (record.type !== 'compare' || record.caseRule !== 'sensitive' || record.match === 'selector') continue;
      if (record.match === 'regex' || record.match === 'numeric-comparison' || record.match === 'numeric-tolerance') continue;
      const literals: Constant[] = record.expected.constantList
        ? [...record.expected.constantList]
        : record.expected.constant
          ? [record.expected.constant.value]
          : [];
      const hit = literals.find((l): l is string => typeof l === 'string' && identifierKind(l, extra) !== undefined);
      if (!hit) continue;
      const kind = identifierKind(hit, extra)!;
      report(record.expectedNode ?? record.node, 'sensitive', {
        match: record.match,
        kind,
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
