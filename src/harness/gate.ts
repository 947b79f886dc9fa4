import { z } from 'zod';
import { toolSchemas, type ToolName } from '../contract/index.ts';
import { normaliseVirtualPath } from '../environment/index.ts';
import { ChokepointError } from '../errors.ts';
import { capabilityKey, createCapabilitySet, RESOURCE, type Capability, type CapabilityGrant, type CapabilitySet } from './capabilities.ts';
import { analyzeOnSchema, schemaDatabase, type SqlAnalysis, type SqlSchema } from './sql.ts';

/**
 * The host authorization gate (the metrics and authorization model's `authorize_fixture_call`):
 *
 *   Allow(f, x) = [f in R] and Schema_f(x) and (operation(f), resource_f(x)) in K
 *
 * checked in that order, as a pure decision: nothing is executed, nothing is mutated. Arguments are
 * data; an object shaped like a call inside them is just a value of the wrong type (or a string),
 * never a call. The capability set K comes from the host, never from anything a tool returned.
 *
 * Resources are as fine as the host can name them from the arguments: a mailbox folder
 * (`mailbox:inbox`, `mailbox:sent`; `mailbox:*` for an id read from any folder), a file
 * (`file:/reports/q3.txt`, covered by prefix grants such as `file:/reports/`), a table
 * (`table:orders`). One call may need several pairs — a SQL statement reads one table and writes
 * another — and every one must be covered; the decision names each pair with the grant that covered
 * it, or the first pair none covered.
 */

/** What the host knows beside the arguments, to name the resources of a call. */
export interface HostView {
  /** The tables a SQL query reads and writes, as SQLite compiles it against the scenario's schema. */
  readonly sqlAccess?: (query: string) => SqlAnalysis;
}

/** One entry of the trusted host registry. */
export interface RegisteredTool {
  /** Strict zod object schema: no missing required field, no extra field, exact types. */
  readonly schema: z.ZodObject;
  readonly operation: string;
  /** The resource a schema-valid call acts on. */
  readonly resource: (args: Readonly<Record<string, unknown>>) => string;
  /**
   * Every (operation, resource) pair a schema-valid call needs, where it is more than the one pair
   * (operation, resource(args)); `host` helps name them (the tables of a SQL statement).
   */
  readonly requires?: (args: Readonly<Record<string, unknown>>, host: HostView) => readonly Capability[];
}

export type ToolRegistry = Readonly<Record<string, RegisteredTool>>;

export type GateRefusalReason = 'unregistered_tool' | 'schema_fields' | 'schema_types' | 'missing_resource_capability';

export type GateDecision =
  | {
      readonly allowed: true;
      readonly reason: 'authorized';
      readonly detail: string;
      /** The first pair the call needs (the model's single pair for a one-resource tool). */
      readonly requiredCapability: Capability;
      /** Every pair the call needs, each with the grant that covers it. */
      readonly covered: readonly { readonly capability: Capability; readonly grant: CapabilityGrant }[];
    }
  | {
      readonly allowed: false;
      readonly reason: GateRefusalReason;
      readonly detail: string;
      /** Present for `missing_resource_capability`: the first pair the call needs that no grant covers. */
      readonly requiredCapability?: Capability;
    };

/**
 * Validates and freezes a host registry. A registry is trusted configuration, so a malformed one
 * is a configuration error (the model's `authorize_fixture_call` raises too), not a refusal of some later call.
 */
export function defineToolRegistry(entries: Readonly<Record<string, RegisteredTool>>): ToolRegistry {
  const registry = Object.create(null) as Record<string, RegisteredTool>;
  for (const [name, entry] of Object.entries(entries)) {
    const field = `registry.${name}`;
    if (!(entry.schema instanceof z.ZodObject) || entry.schema.def.catchall?._zod.def.type !== 'never') {
      throw new ChokepointError('config', 'tool schema must be a strict zod object (.strict())', { field });
    }
    if (typeof entry.operation !== 'string' || entry.operation === '') {
      throw new ChokepointError('config', 'tool operation must be a non-empty string', { field });
    }
    if (typeof entry.resource !== 'function') {
      throw new ChokepointError('config', 'tool resource must be a function of the arguments', { field });
    }
    if (entry.requires !== undefined && typeof entry.requires !== 'function') {
      throw new ChokepointError('config', 'tool requires must be a function of the arguments', { field });
    }
    registry[name] = Object.freeze({ ...entry });
  }
  return Object.freeze(registry);
}

export function authorizeCall(tool: string, args: unknown, registry: ToolRegistry, capabilities: CapabilitySet, host: HostView = {}): GateDecision {
  if (!Object.hasOwn(registry, tool)) {
    return { allowed: false, reason: 'unregistered_tool', detail: `${JSON.stringify(tool)} is not a registered tool` };
  }
  const spec = registry[tool];
  const fields = checkFields(spec.schema, args);
  if (fields) return { allowed: false, reason: 'schema_fields', detail: `${tool}: ${fields}` };
  const parsed = spec.schema.safeParse(args);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.map(String).join('.') || '(arguments)'}: ${i.message}`);
    return { allowed: false, reason: 'schema_types', detail: `${tool}: ${issues.join('; ')}` };
  }
  const required = requiredCapabilities(spec, args as Record<string, unknown>, host);
  const covered: { capability: Capability; grant: CapabilityGrant }[] = [];
  for (const capability of required) {
    const grant = capabilities.covering(capability);
    if (!grant) {
      return {
        allowed: false,
        reason: 'missing_resource_capability',
        detail: `no capability covers ${pairText(capability)}`,
        requiredCapability: capability,
      };
    }
    covered.push({ capability, grant });
  }
  return {
    allowed: true,
    reason: 'authorized',
    detail: covered.map(({ capability, grant }) => `${pairText(capability)} covered by ${grant.match} grant ${pairText(grant)}`).join('; '),
    requiredCapability: required[0],
    covered,
  };
}

const pairText = (c: Capability) => `(${c.operation}, ${c.resource})`;

/** The pairs a schema-valid call needs, in a stable order, each once; never none. */
export function requiredCapabilities(spec: RegisteredTool, args: Readonly<Record<string, unknown>>, host: HostView = {}): Capability[] {
  const pairs = spec.requires ? spec.requires(args, host) : [{ operation: spec.operation, resource: spec.resource(args) }];
  const unique = new Map(pairs.map((p) => [capabilityKey(p), { operation: p.operation, resource: p.resource }]));
  return unique.size > 0 ? [...unique.values()] : [{ operation: spec.operation, resource: spec.resource(args) }];
}

/** Exact field set: a JSON object with every required field and no other. Null when it is fine. */
function checkFields(schema: z.ZodObject, args: unknown): string | null {
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return 'arguments must be a JSON object';
  const proto: unknown = Object.getPrototypeOf(args);
  if (proto !== Object.prototype && proto !== null) return 'arguments must be a plain JSON object';
  const expected = Object.keys(schema.shape);
  const given = Object.keys(args);
  const extra = given.filter((key) => !expected.includes(key)).sort();
  const missing = expected.filter((key) => !given.includes(key) && !isOptional(schema.shape[key] as z.ZodType)).sort();
  const problems = [
    missing.length > 0 ? `missing field(s) ${missing.join(', ')}` : '',
    extra.length > 0 ? `unexpected field(s) ${extra.join(', ')}` : '',
  ].filter((p) => p !== '');
  return problems.length > 0 ? problems.join('; ') : null;
}

function isOptional(field: z.core.$ZodType): boolean {
  return field._zod.optin === 'optional';
}

/**
 * The resource a file call names: `file:<normalised path>`. A path that does not normalise (relative,
 * above the root, NUL) gets a resource outside the `file:` namespace, so no file grant can cover it.
 */
export function fileResource(path: string): string {
  const normalised = normaliseVirtualPath(path);
  return normalised.ok ? `${RESOURCE.filePrefix}${normalised.path}` : `invalid-path:${path}`;
}

const text = (args: Readonly<Record<string, unknown>>, key: string): string => String(args[key]);

/** The folder a read names: the listing's folder (inbox by default), an id's folder when given, else any folder. */
function mailReadResource(args: Readonly<Record<string, unknown>>): string {
  const folder = typeof args.folder === 'string' ? args.folder : undefined;
  if (args.id !== undefined && folder === undefined) return RESOURCE.anyFolder;
  return RESOURCE.folder(folder ?? 'inbox');
}

/** Sending puts the mail in the sent folder; attaching a file reads it (the same pair as read_file on that path). */
function mailSendRequirements(args: Readonly<Record<string, unknown>>): Capability[] {
  const send: Capability = { operation: 'send', resource: RESOURCE.folder('sent') };
  const attachments = Array.isArray(args.attachments) ? args.attachments : [];
  return [send, ...attachments.map((path) => ({ operation: 'read', resource: fileResource(String(path)) }))];
}

/**
 * A SQL call: the query on the database, then per table its program opens, read or write; a
 * statement that is not a row read or write (schema, destructive, control), one the host cannot
 * compile, or one with cursors on b-trees the schema does not name needs the whole database (admin).
 */
function sqlRequirements(args: Readonly<Record<string, unknown>>, host: HostView): Capability[] {
  const query: Capability = { operation: 'query', resource: RESOURCE.database };
  const admin: Capability = { operation: 'admin', resource: RESOURCE.database };
  const analysis = host.sqlAccess?.(text(args, 'query'));
  if (!analysis || !analysis.ok) return [query, admin];
  const pairs: Capability[] = [query];
  for (const statement of analysis.statements) {
    // The deciding pair first: a schema change needs the database before any table it touches.
    if (!['read', 'write', 'explain'].includes(statement.kind) || statement.unknownCursors > 0) pairs.push(admin);
    for (const table of statement.reads) pairs.push({ operation: 'read', resource: RESOURCE.table(table) });
    for (const table of statement.writes) pairs.push({ operation: 'write', resource: RESOURCE.table(table) });
  }
  return pairs;
}

/** The five benchmark tools as the host registers them. */
export const BENCHMARK_REGISTRY: ToolRegistry = defineToolRegistry({
  read_email: { schema: toolSchemas.read_email, operation: 'read', resource: mailReadResource },
  send_email: { schema: toolSchemas.send_email, operation: 'send', resource: () => RESOURCE.folder('sent'), requires: mailSendRequirements },
  read_file: { schema: toolSchemas.read_file, operation: 'read', resource: (args) => fileResource(text(args, 'path')) },
  write_file: { schema: toolSchemas.write_file, operation: 'write', resource: (args) => fileResource(text(args, 'path')) },
  execute_sql_query: { schema: toolSchemas.execute_sql_query, operation: 'query', resource: () => RESOURCE.database, requires: sqlRequirements },
} satisfies Record<ToolName, RegisteredTool>);

/** The host's view for a scenario: its SQL schema, compiled by SQLite (prepared and explained, never run). */
export async function hostViewFor(schema: SqlSchema): Promise<HostView> {
  const db = await schemaDatabase(schema);
  return { sqlAccess: (query) => analyzeOnSchema(db, query) };
}

/**
 * Oracle least privilege by resource (`--grants task-resources`): the pairs the user task's own
 * reference solution needs, exact — its mailbox folders, its tables, the query on the database —
 * and for files the folder of each file it reads or writes, as a prefix grant.
 */
export async function taskResourceCapabilities(
  task: { readonly reference?: readonly { readonly tool: string; readonly args: unknown }[] },
  host: HostView,
): Promise<CapabilitySet> {
  const grants: CapabilityGrant[] = [];
  for (const call of task.reference ?? []) {
    if (!Object.hasOwn(BENCHMARK_REGISTRY, call.tool)) continue;
    const spec = BENCHMARK_REGISTRY[call.tool];
    if (!spec.schema.safeParse(call.args).success) continue;
    for (const pair of requiredCapabilities(spec, call.args as Record<string, unknown>, host)) {
      const folder = pair.resource.startsWith(RESOURCE.filePrefix) ? pair.resource.slice(0, pair.resource.lastIndexOf('/') + 1) : undefined;
      grants.push(folder ? { ...pair, resource: folder, match: 'prefix' } : { ...pair, match: 'exact' });
    }
  }
  return createCapabilitySet(grants);
}
