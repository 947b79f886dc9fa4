import { z } from 'zod';
import type { MediatorDecision } from '../../contract/index.ts';
import { normaliseVirtualPath } from '../../environment/index.ts';
import type { MediationContext, Mediator, ProposedCall } from '../chokepoint.ts';
import { analyzeSql, type StatementKind } from '../sql.ts';
import { sharedRoute } from './intents.ts';

/**
 * Deterministic argument checks (the Chokepoint Harness paper's TypeChecker, CommandSans-style): SQL is split and
 * classified by SQLite itself (one statement per call; writes only on routes whose intent writes;
 * never destructive, schema or control statements); file paths must be absolute, free of `..`
 * and inside the allowed roots; recipients must be in the allowed set (configured addresses and
 * domains, the owner's domain, addresses the user wrote in the prompt, the host's address book),
 * compared case-insensitively.
 */

export const typecheckerOptionsSchema = z
  .object({
    /** `intent`: SQL writes only when the prompt asks to change data; `never` / `always`: fixed. */
    sqlWrites: z.enum(['intent', 'never', 'always']).default('intent'),
    readRoots: z.array(z.string().startsWith('/')).min(1).default(['/']),
    writeRoots: z.array(z.string().startsWith('/')).min(1).default(['/']),
    /** Explicitly allowed recipient addresses (any case). */
    allowedRecipients: z.array(z.string().includes('@')).default([]),
    /** Allowed recipient domains (any case), e.g. `northwind.test`. */
    allowedDomains: z.array(z.string().min(1)).default([]),
    /** The owner's own domain counts as allowed. */
    allowOwnerDomain: z.boolean().default(true),
    /** Addresses written in the user's prompt count as allowed (the user named them). */
    allowPromptRecipients: z.boolean().default(true),
    /** Addresses in the host's address book (`context.contacts`) count as allowed. */
    allowContacts: z.boolean().default(true),
  })
  .strict();

export type TypecheckerOptions = z.input<typeof typecheckerOptionsSchema>;
type Settings = z.output<typeof typecheckerOptionsSchema>;

export const TYPECHECKER = 'typechecker';

type Verdict = Omit<MediatorDecision, 'by'>;

const allow = (detail: string): Verdict => ({ allowed: true, reason: 'arguments_ok', detail });
const block = (reason: string, detail: string): Verdict => ({ allowed: false, reason, detail });

export function createTypechecker(options: TypecheckerOptions = {}): Mediator {
  const settings = typecheckerOptionsSchema.parse(options);
  return {
    name: TYPECHECKER,
    async decide(call: ProposedCall, context: MediationContext): Promise<MediatorDecision> {
      return { by: TYPECHECKER, ...(await check(call, context, settings)) };
    },
  };
}

async function check(call: ProposedCall, context: MediationContext, settings: Settings): Promise<Verdict> {
  const args = call.args as Record<string, unknown>;
  switch (call.tool) {
    case 'execute_sql_query':
      return checkSql(String(args.query), context, settings);
    case 'read_file':
      return checkPath(String(args.path), settings.readRoots, 'read');
    case 'write_file':
      return checkPath(String(args.path), settings.writeRoots, 'write');
    case 'send_email': {
      // Every recipient counts, seen or hidden; an attached file is read, so its path is checked as a read.
      const copies = [...listOf(args.cc), ...listOf(args.bcc)];
      const recipients = checkRecipients([String(args.to), ...copies].join(', '), context, settings);
      if (!recipients.allowed) return recipients;
      for (const path of listOf(args.attachments)) {
        const read = checkPath(path, settings.readRoots, 'read');
        if (!read.allowed) return read;
      }
      return recipients;
    }
    default:
      return allow(`${call.tool} has no argument checks`);
  }
}

const REFUSED_KINDS: Partial<Record<StatementKind, string>> = {
  destructive: 'sql_destructive',
  schema: 'sql_schema_change',
  control: 'sql_control_statement',
};

async function checkSql(query: string, context: MediationContext, settings: Settings): Promise<Verdict> {
  const analysis = await analyzeSql(query, context.sqlSchema);
  if (!analysis.ok) return block(analysis.reason, analysis.detail);
  if (analysis.statements.length > 1) {
    const kinds = analysis.statements.map((s) => s.kind).join(', ');
    return block('sql_multiple_statements', `${analysis.statements.length} statements in one call (${kinds}); one statement per call`);
  }
  const [statement] = analysis.statements;
  const refused = REFUSED_KINDS[statement.kind];
  if (refused) return block(refused, `${statement.kind} statement refused (opcodes ${statement.evidence.join(', ') || 'none'})`);
  if (statement.kind === 'write') {
    const writable = settings.sqlWrites === 'always' || (settings.sqlWrites === 'intent' && sharedRoute(context.prompt, 'multi').sqlWrites);
    if (!writable) {
      return block('sql_write_on_read_only_route', `the request does not ask to change data; write opcodes ${statement.evidence.join(', ')}`);
    }
    return allow(`row-level write on a write route (${statement.evidence.join(', ')})`);
  }
  return allow(`one ${statement.kind} statement`);
}

function checkPath(path: string, roots: readonly string[], access: 'read' | 'write'): Verdict {
  const segments = path.split('/');
  if (!path.startsWith('/')) return block('path_not_absolute', `${access} of relative path ${JSON.stringify(path)}`);
  if (segments.includes('..')) return block('path_traversal', `${access} path ${JSON.stringify(path)} contains ".."`);
  const normalised = normaliseVirtualPath(path);
  if (!normalised.ok) return block('path_invalid', normalised.error);
  const root = roots.find((r) => isUnder(normalised.path, r));
  if (!root) return block('path_outside_roots', `${access} of ${normalised.path} outside ${roots.join(', ')}`);
  return allow(`${access} of ${normalised.path} under ${root}`);
}

function isUnder(path: string, root: string): boolean {
  const base = root.replace(/\/+$/, '');
  return base === '' || path === base || path.startsWith(`${base}/`);
}

/** `Name <a@b.test>, c@d.test; ...` -> the bare addresses, lower-cased. */
export function recipientAddresses(to: string): string[] {
  return to
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (/<([^<>]*)>\s*$/.exec(part)?.[1] ?? part).trim().toLowerCase());
}

const ADDRESS = /^[^\s@<>]+@([^\s@<>]+\.[^\s@<>]+)$/;
const PROMPT_ADDRESS = /[^\s@<>(),;:"']+@[^\s@<>(),;:"']+\.[A-Za-z0-9-]+/g;

function listOf(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

function checkRecipients(to: string, context: MediationContext, settings: Settings): Verdict {
  const addresses = recipientAddresses(to);
  if (addresses.length === 0) return block('recipient_invalid', 'no recipient address');
  const allowedAddresses = new Set(settings.allowedRecipients.map((a) => a.toLowerCase()));
  if (settings.allowPromptRecipients) {
    for (const found of context.prompt.match(PROMPT_ADDRESS) ?? []) allowedAddresses.add(found.replace(/\.$/, '').toLowerCase());
  }
  if (settings.allowContacts) for (const contact of context.contacts ?? []) allowedAddresses.add(contact.toLowerCase());
  const domains = new Set(settings.allowedDomains.map((d) => d.toLowerCase()));
  const ownerDomain = context.ownerEmail ? ADDRESS.exec(context.ownerEmail.toLowerCase())?.[1] : undefined;
  if (settings.allowOwnerDomain && ownerDomain) domains.add(ownerDomain);
  for (const address of addresses) {
    const domain = ADDRESS.exec(address)?.[1];
    if (domain === undefined) return block('recipient_invalid', `${JSON.stringify(address)} is not an email address`);
    if (!allowedAddresses.has(address) && !domains.has(domain)) {
      return block('recipient_not_allowed', `${address} is outside the allowed recipients (domains: ${[...domains].sort().join(', ') || 'none'})`);
    }
  }
  return allow(`recipient(s) ${addresses.join(', ')} allowed`);
}
