import { z } from 'zod';
import { toolSchemas, type ToolName } from '../contract/index.ts';
import { normaliseVirtualPath } from '../environment/paths.ts';
import { ChokepointError } from '../errors.ts';
import { RESOURCE, type Capability, type CapabilitySet } from './capabilities.ts';

/**
 * The host authorization gate (the metrics and authorization model's `authorize_fixture_call`):
 *
 *   Allow(f, x) = [f in R] and Schema_f(x) and (operation(f), resource_f(x)) in K
 *
 * checked in that order, as a pure decision: nothing is executed, nothing is mutated. Arguments are
 * data; an object shaped like a call inside them is just a value of the wrong type (or a string),
 * never a call. The capability set K comes from the host, never from anything a tool returned.
 */

/** One entry of the trusted host registry. */
export interface RegisteredTool {
  /** Strict zod object schema: no missing required field, no extra field, exact types. */
  readonly schema: z.ZodObject;
  readonly operation: string;
  /** The resource a schema-valid call acts on. */
  readonly resource: (args: Readonly<Record<string, unknown>>) => string;
  /** What else the call needs, besides its operation on its resource (a mail that attaches files reads them). */
  readonly alsoRequires?: (args: Readonly<Record<string, unknown>>) => readonly Capability[];
}

export type ToolRegistry = Readonly<Record<string, RegisteredTool>>;

export type GateRefusalReason = 'unregistered_tool' | 'schema_fields' | 'schema_types' | 'missing_resource_capability';

export type GateDecision =
  | { readonly allowed: true; readonly reason: 'authorized'; readonly detail: string; readonly requiredCapability: Capability }
  | {
      readonly allowed: false;
      readonly reason: GateRefusalReason;
      readonly detail: string;
      /** Present for `missing_resource_capability`: what the call would have needed. */
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
    if (entry.alsoRequires !== undefined && typeof entry.alsoRequires !== 'function') {
      throw new ChokepointError('config', 'alsoRequires must be a function of the arguments', { field });
    }
    registry[name] = Object.freeze({
      schema: entry.schema,
      operation: entry.operation,
      resource: entry.resource,
      ...(entry.alsoRequires ? { alsoRequires: entry.alsoRequires } : {}),
    });
  }
  return Object.freeze(registry);
}

export function authorizeCall(tool: string, args: unknown, registry: ToolRegistry, capabilities: CapabilitySet): GateDecision {
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
  const required: Capability = { operation: spec.operation, resource: spec.resource(args as Record<string, unknown>) };
  const grant = capabilities.covering(required);
  const uncovered = [required, ...(spec.alsoRequires?.(args as Record<string, unknown>) ?? [])].find((c) => !capabilities.covering(c));
  if (!grant || uncovered) {
    const missing = uncovered ?? required;
    return {
      allowed: false,
      reason: 'missing_resource_capability',
      detail: `no capability covers (${missing.operation}, ${missing.resource})`,
      requiredCapability: missing,
    };
  }
  return {
    allowed: true,
    reason: 'authorized',
    detail: `(${required.operation}, ${required.resource}) covered by ${grant.match} grant (${grant.operation}, ${grant.resource})`,
    requiredCapability: required,
  };
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

/** The five benchmark tools as the host registers them. */
export const BENCHMARK_REGISTRY: ToolRegistry = defineToolRegistry({
  read_email: { schema: toolSchemas.read_email, operation: 'read', resource: () => RESOURCE.mailbox },
  send_email: {
    schema: toolSchemas.send_email,
    operation: 'send',
    resource: () => RESOURCE.mail,
    // Attaching a file reads it: the same grant as read_file on that path.
    alsoRequires: (args) =>
      Array.isArray(args.attachments) ? args.attachments.map((path) => ({ operation: 'read', resource: fileResource(String(path)) })) : [],
  },
  read_file: { schema: toolSchemas.read_file, operation: 'read', resource: (args) => fileResource(text(args, 'path')) },
  write_file: { schema: toolSchemas.write_file, operation: 'write', resource: (args) => fileResource(text(args, 'path')) },
  execute_sql_query: { schema: toolSchemas.execute_sql_query, operation: 'query', resource: () => RESOURCE.database },
} satisfies Record<ToolName, RegisteredTool>);
