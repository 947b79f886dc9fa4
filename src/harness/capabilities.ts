import type { ToolName } from '../contract/index.ts';

/**
 * Host capabilities (the metrics and authorization model): (operation, resource) pairs the trusted host grants before a
 * scenario starts. They are not MCP protocol capabilities (which only announce features): they
 * authorize an operation on a concrete resource. A capability set is frozen at creation and has
 * no method that adds to it, so nothing the agent reads — tool output included — can extend it.
 */

export interface Capability {
  readonly operation: string;
  readonly resource: string;
}

/**
 * One grant. `exact` covers one resource; `prefix` covers every resource that starts with
 * `resource` (e.g. `file:/reports/` covers `file:/reports/q3.txt`, not `file:/reports-old/a`).
 */
export interface CapabilityGrant extends Capability {
  readonly match: 'exact' | 'prefix';
}

export interface CapabilitySet {
  readonly grants: readonly CapabilityGrant[];
  /** The grant that covers `required`, if any. */
  covering(required: Capability): CapabilityGrant | undefined;
}

export function capabilityKey(capability: Capability): string {
  return `${capability.operation}:${capability.resource}`;
}

export function grantCovers(grant: CapabilityGrant, required: Capability): boolean {
  if (grant.operation !== required.operation) return false;
  return grant.match === 'exact' ? grant.resource === required.resource : required.resource.startsWith(grant.resource);
}

/** Builds a frozen capability set; grants are copied, so later changes to the input do not leak in. */
export function createCapabilitySet(grants: Iterable<Capability | CapabilityGrant>): CapabilitySet {
  const copied = [...grants].map((g) =>
    Object.freeze({ operation: g.operation, resource: g.resource, match: 'match' in g ? g.match : 'exact' } as CapabilityGrant),
  );
  const unique = new Map(copied.map((g) => [`${g.match}|${capabilityKey(g)}`, g]));
  const frozen = Object.freeze([...unique.keys()].sort().map((key) => unique.get(key) as CapabilityGrant));
  return Object.freeze({
    grants: frozen,
    covering: (required: Capability) => frozen.find((g) => grantCovers(g, required)),
  });
}

/** Resource naming of the five benchmark tools. */
export const RESOURCE = {
  mailbox: 'mailbox',
  mail: 'mail',
  database: 'database',
  /** Prefix of every file resource; a file resource is `file:<normalised absolute path>`. */
  filePrefix: 'file:',
} as const;

/**
 * What each benchmark tool needs over the whole workspace: one grant per tool, covering every
 * resource that tool can name inside the sandbox (files are prefix grants on `file:/`).
 */
export const WORKSPACE_GRANTS: Readonly<Record<ToolName, CapabilityGrant>> = Object.freeze({
  read_email: Object.freeze({ operation: 'read', resource: RESOURCE.mailbox, match: 'exact' }),
  send_email: Object.freeze({ operation: 'send', resource: RESOURCE.mail, match: 'exact' }),
  read_file: Object.freeze({ operation: 'read', resource: `${RESOURCE.filePrefix}/`, match: 'prefix' }),
  write_file: Object.freeze({ operation: 'write', resource: `${RESOURCE.filePrefix}/`, match: 'prefix' }),
  execute_sql_query: Object.freeze({ operation: 'query', resource: RESOURCE.database, match: 'exact' }),
});

/**
 * How the host grants a scenario its capabilities:
 * - `workspace`: every tool over the whole sandbox (mailbox, mail, files under `/`, database). The
 *   gate then only enforces the sandbox boundary; least privilege is left to the mediators, so a
 *   `none` defense is a true no-defense baseline.
 * - `required-tools`: only the grants of the tools the user task declares it needs (oracle least
 *   privilege: the host knows the task, the agent's prompt does not matter).
 */
export type GrantPolicy = 'workspace' | 'required-tools';

export function capabilitiesForTask(task: { readonly requiredTools: readonly ToolName[] }, policy: GrantPolicy): CapabilitySet {
  const tools = policy === 'workspace' ? (Object.keys(WORKSPACE_GRANTS) as ToolName[]) : task.requiredTools;
  return createCapabilitySet(tools.map((tool) => WORKSPACE_GRANTS[tool]));
}
