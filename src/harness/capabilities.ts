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

/** Resource naming of the five benchmark tools: one resource per mailbox folder, file and table. */
export const RESOURCE = {
  /** A mailbox folder: `mailbox:inbox`, `mailbox:sent`. */
  folder: (name: string) => `mailbox:${name}`,
  /** An email read by id with no folder named: any folder (only a grant on the whole mailbox covers it). */
  anyFolder: 'mailbox:*',
  /** Prefix of every mailbox resource: a prefix grant on it covers the whole mailbox. */
  mailboxPrefix: 'mailbox:',
  /** A table of the scenario's database: `table:orders`. */
  table: (name: string) => `table:${name}`,
  tablePrefix: 'table:',
  /** The database as a whole: running a query on it, and what no table names (schema changes, unreadable SQL). */
  database: 'database',
  /** Prefix of every file resource; a file resource is `file:<normalised absolute path>`. */
  filePrefix: 'file:',
} as const;

const grant = (operation: string, resource: string, match: CapabilityGrant['match']): CapabilityGrant => Object.freeze({ operation, resource, match });

/**
 * What each benchmark tool needs over the whole workspace: grants covering every resource that tool
 * can name inside the sandbox (every folder, every file under `/`, every table, the database).
 */
export const WORKSPACE_GRANTS: Readonly<Record<ToolName, readonly CapabilityGrant[]>> = Object.freeze({
  read_email: Object.freeze([grant('read', RESOURCE.mailboxPrefix, 'prefix')]),
  send_email: Object.freeze([grant('send', RESOURCE.folder('sent'), 'exact')]),
  read_file: Object.freeze([grant('read', `${RESOURCE.filePrefix}/`, 'prefix')]),
  write_file: Object.freeze([grant('write', `${RESOURCE.filePrefix}/`, 'prefix')]),
  execute_sql_query: Object.freeze([
    grant('query', RESOURCE.database, 'exact'),
    grant('read', RESOURCE.tablePrefix, 'prefix'),
    grant('write', RESOURCE.tablePrefix, 'prefix'),
    grant('admin', RESOURCE.database, 'exact'),
  ]),
});

/**
 * How the host grants a scenario its capabilities:
 * - `workspace`: every tool over the whole sandbox (mailbox, files under `/`, every table). The
 *   gate then only enforces the sandbox boundary; least privilege is left to the mediators, so a
 *   `none` defense is a true no-defense baseline.
 * - `required-tools`: only the grants of the tools the user task declares it needs (oracle least
 *   privilege by tool: the host knows the task, the agent's prompt does not matter).
 * - `task-resources`: only the (operation, resource) pairs the user task's reference solution
 *   needs: its folders, its tables, the folders of its files (oracle least privilege by resource;
 *   `taskResourceCapabilities` in gate.ts).
 */
export const GRANT_POLICIES = ['workspace', 'required-tools', 'task-resources'] as const;
export type GrantPolicy = (typeof GRANT_POLICIES)[number];

/** The grants of a tool-level policy (`workspace`, `required-tools`). */
export function capabilitiesForTask(task: { readonly requiredTools: readonly ToolName[] }, policy: Exclude<GrantPolicy, 'task-resources'>): CapabilitySet {
  const tools = policy === 'workspace' ? (Object.keys(WORKSPACE_GRANTS) as ToolName[]) : task.requiredTools;
  return createCapabilitySet(tools.flatMap((tool) => WORKSPACE_GRANTS[tool]));
}
