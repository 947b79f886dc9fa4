import type { TextPattern } from '../../registry/index.ts';
import { linearPattern } from '../registry-parts.ts';
import type { CompareRecord } from '../flow/facts.ts';
import { fieldOfPath } from '../flow/paths.ts';
import { optionPattern } from './rule.ts';

/**
 * Identifiers the rules recognise — by the literal's shape (e-mail address, domain, URL host, hex
 * wallet, handle, IBAN) and by the field's name — and the options that extend them per suite.
 * case-sensitive-identifier asks whether they are compared with their case; substring-identifier
 * whether they are matched whole.
 */
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

export interface SuiteIdentifierOptions extends IdentifierOptions {
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

export const IDENTIFIER_DEFAULTS: SuiteIdentifierOptions = { extraPatterns: [], identifierFields: PLATFORM_NAME_FIELDS, suites: {} };

/** The identifier options in force for one suite's judges, compiled. */
export interface IdentifierMatcher {
  /**
   * The kind of identifier a literal is by its shape. An IBAN's printed form is upper case by
   * convention (ISO 13616), so `inText` (a literal searched in text) leaves IBANs out.
   */
  kindOf(text: string, inText?: boolean): string | undefined;
  /** A field or argument name whose values are identifiers by a standard or by the options. */
  isIdentifierField(field: string): boolean;
}

export function identifierMatcher(options: SuiteIdentifierOptions, suite: string | undefined): IdentifierMatcher {
  const own = suite !== undefined ? options.suites[suite] : undefined;
  const extra = (own?.extraPatterns ?? options.extraPatterns).map((p) => linearPattern(p));
  const fieldsSource = own?.identifierFields ?? options.identifierFields;
  const fields = fieldsSource ? optionPattern(fieldsSource, PLATFORM_NAME_FIELDS, 'i') : undefined;
  return {
    kindOf: (text, inText = false) => identifierKind(text, extra, inText),
    isIdentifierField: (field) => IDENTIFIER_FIELD.test(field) || fields?.test(field) === true,
  };
}

/** A template whose placeholder was never filled in (`'{self.default_username}'`): no value of any identifier. */
export function isUnfilledTemplate(text: string): boolean {
  return /\{[A-Za-z_$][\w$.]*\}/.test(text);
}

/** A whole value that stands for one the author did not know (`<Food>`, `{database_id}`, `<ID of the new page>`). */
export function isPlaceholder(text: string): boolean {
  const t = text.trim();
  return /^<[^<>]+>$/.test(t) || /^\{[^{}]+\}$/.test(t);
}

/** Longer literals are no identifier of any kind: the shapes below are never tried on them (they backtrack). */
const MAX_IDENTIFIER_LENGTH = 512;

function identifierKind(text: string, extra: readonly TextPattern[], inText: boolean): string | undefined {
  if (text.length > MAX_IDENTIFIER_LENGTH || isUnfilledTemplate(text)) return undefined;
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

/**
 * Fields that hold a URL: only its scheme and host ignore case (RFC 3986, RFC 4343), its path and
 * query do not, so a value is a case-insensitive identifier there only by its shape (a URL with a
 * host, a domain name), not by the field's name: `url === '/Orders/7'` compares a path.
 */
export const URL_FIELD = /^(url|uri|href|link|website)$/i;

/** The field or argument the compared context value comes from (`to` of `post.emails[].to`). */
export function comparedField(record: CompareRecord): string | undefined {
  for (const path of record.actual.paths) {
    const field = fieldOfPath(path);
    if (field) return field;
  }
  return undefined;
}
