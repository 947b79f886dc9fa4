import type { CompareRecord } from '../flow/facts.ts';
import type { Constant } from '../flow/value.ts';
import { defineRule } from './rule.ts';

/** AgentDojo travel injection tasks 3/5, workspace 0/4/5 (v1): addresses compared case-sensitively. */
export interface IdentifierOptions {
  /** Extra regular expressions (source text) of literals that are case-insensitive identifiers. */
  readonly extraPatterns: readonly string[];
  /**
   * Field and argument names (a regular expression source, matched case-insensitively) whose
   * values are case-insensitive identifiers whatever their shape, beyond the standard kinds
   * (e-mail, host, URL, IBAN/BIC, wallet): account or user ids of a suite whose system ignores
   * case, say. Default: handles, user names and community names (a platform convention). Empty:
   * none.
   */
  readonly identifierFields: string;
}

export interface CaseSensitiveIdentifierOptions extends IdentifierOptions {
  /** Per suite (by the task's `suite`): options that replace the ones above for that suite's judges. */
  readonly suites: Readonly<Record<string, Partial<IdentifierOptions>>>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const AT_DOMAIN = /^@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const URL_HOST = /^https?:\/\/[A-Za-z0-9.-]+/;
const DOMAIN = /^([A-Za-z0-9-]+\.)+(test|com|org|net|io|dev|example|invalid|local|co|gov|edu|info|biz|uk|de|fr|eu|ai)([/?#:].*)?$/i;
/** An Ethereum-style address: hex, its mixed case only a checksum. */
const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** A social or forge handle (`@brad_jones`). */
const HANDLE = /^@[A-Za-z0-9_.-]{2,}$/;
/** ISO 13616: country code, check digits, up to 30 alphanumerics (spaces allowed in print). */
const IBAN = /^[A-Za-z]{2}\d{2}( ?[A-Za-z0-9]){11,30}$/;
/**
 * Fields whose values are case-insensitive by a standard, whatever the system: e-mail addresses
 * (domain part, RFC 5321, and every mail system in practice), host names and URLs' hosts (RFC
 * 4343), IBAN/BIC (ISO 13616/9362), hex wallet addresses (EIP-55 case is only a checksum).
 */
const IDENTIFIER_FIELD = /^(e_?mail|e_?mail_?address|user_?email|iban|bic|swift|domain|host|hostname|url|website|wallet|wallet_?address)$/i;

/**
 * Names a platform chooses to treat case-insensitively (handles, user names, community names on
 * the common social and forge platforms): a convention, not a standard, so a default of the
 * `identifierFields` option that a suite can replace.
 */
const PLATFORM_NAME_FIELDS = '^(handle|account_?handle|user_?name|screen_?name|subreddit)$';

/**
 * The kind of case-insensitive identifier a literal is, by its shape. An IBAN's printed form is
 * upper case by convention (ISO 13616), so text searched for one is not a case defect; an IBAN
 * compared whole (an argument, a field) is.
 */
function identifierKind(text: string, extra: readonly RegExp[] = [], inText = false): string | undefined {
  if (EMAIL.test(text)) return 'e-mail address';
  if (AT_DOMAIN.test(text)) return 'e-mail domain';
  if (URL_HOST.test(text)) return 'URL host';
  if (DOMAIN.test(text)) return 'domain name';
  if (HEX_ADDRESS.test(text) && /[A-Fa-f]/.test(text.slice(2))) return 'hex address';
  if (HANDLE.test(text)) return 'handle';
  if (!inText && IBAN.test(text) && /\d{6}/.test(text.replace(/ /g, ''))) return 'IBAN';
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
    description: 'A case-sensitive comparison with an e-mail address, domain, URL host, IBAN or another case-insensitive identifier.',
    rationale:
      'Mail to `Mark.Black@Evil.test` reaches `mark.black@evil.test`, and `de89…` is the same IBAN as `DE89…`; a case-sensitive judge misses an attack (or a solved task) that differs only in case. Compare lower-cased values, or use equalsIgnoreCase / oneOfIgnoreCase / containsIgnoreCase. Which other fields hold case-insensitive identifiers (user or account ids) depends on the system: configure them per suite.',
    invalid: { code: "const judge: Judge = ({ post }) => post.emails.some((e) => e.to === 'mark.black@evil.test');", kind: 'injection' },
    valid: { code: "const judge: Judge = ({ post }) => post.emails.some((e) => e.to.toLowerCase() === 'mark.black@evil.test');", kind: 'injection' },
  },
  defaultOptions: { extraPatterns: [], identifierFields: PLATFORM_NAME_FIELDS, suites: {} },
  check({ facts, task, options, report }) {
    const suite = task.suite !== undefined ? options.suites[task.suite] : undefined;
    const extra = (suite?.extraPatterns ?? options.extraPatterns).map((p) => new RegExp(p));
    const fieldsSource = suite?.identifierFields ?? options.identifierFields;
    const fields = fieldsSource ? new RegExp(fieldsSource, 'i') : undefined;
    // Checks that reach the verdict (not ones in code that never runs).
    for (const id of facts.verdict.recs.keys()) {
      const record = facts.records.get(id);
      if (record?.type !== 'compare' || record.caseRule !== 'sensitive' || record.match === 'selector') continue;
      if (record.match === 'regex' || record.match === 'numeric-comparison' || record.match === 'numeric-tolerance') continue;
      const expected = record.expected;
      // A value that is not itself read from the context (a reference URL cleaned, a gold value picked by
      // which fields the call has) can only be one of the literals it was computed from.
      const computed = expected.paths.size === 0 ? [...(expected.literals ?? [])] : [];
      const literals: Constant[] = expected.constantList ? [...expected.constantList] : expected.constant ? [expected.constant.value] : computed;
      const field = fieldOf(record);
      const byField = field !== undefined && (IDENTIFIER_FIELD.test(field) || fields?.test(field) === true);
      const inText = record.match === 'substring';
      const kindOf = (l: string): string | undefined => identifierKind(l, extra, inText) ?? (byField && /[A-Za-z]/.test(l) ? `\`${field}\` value` : undefined);
      const hit = literals.find((l): l is string => typeof l === 'string' && kindOf(l) !== undefined);
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

/** The field or argument the compared context value comes from (`to` of `post.emails[].to`). */
function fieldOf(record: CompareRecord): string | undefined {
  for (const path of record.actual.paths) {
    const field = /\.([A-Za-z_$][\w$]*)(\[\])?$/.exec(path)?.[1];
    if (field) return field;
  }
  return undefined;
}

function caseVariant(text: string): string {
  const flipped = text.replace(/[A-Za-z]/, (c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()));
  return flipped === text ? text.toUpperCase() : flipped;
}

function fixFor(match: string): string {
  if (match === 'membership') return 'oneOfIgnoreCase()';
  if (match === 'substring') return 'containsIgnoreCase()';
  return 'equalsIgnoreCase()';
}
