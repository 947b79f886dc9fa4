import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MANIFEST_SCHEMA, type RunManifest, type ScenarioRef, type SideEffectSet, type SideEffectSetIdentity } from '../../contract/index.ts';
import { PACKAGE_ROOT, type LoadedDefinition, type LoadedSuite } from '../../registry/index.ts';

/** What the suite hash covers: change any of it and a stored run no longer measures the same thing. */
export interface SuiteContent {
  /** Every task resolved in the run's suites (source text: judge code is what is measured). */
  readonly tasks: readonly Pick<LoadedDefinition, 'definition' | 'source'>[];
  readonly suites: readonly Pick<LoadedSuite, 'definition' | 'fixture' | 'taskFixtures'>[];
  /** The scenario list in run order, payloads and locators included; read once per use, in order (a plan may make it as it is read). */
  readonly scenarios: Iterable<ScenarioRef>;
  /**
   * The canonical JSON of `scenarios` as a list without its brackets, in pieces whose concatenation
   * is that text (see `canonicalListPieces`): a plan of repeats gives it from one template per
   * scenario, without making each record's text. Default: made from `scenarios`.
   */
  readonly scenariosJson?: Iterable<string>;
}

/** Canonical JSON: object keys sorted at every depth, so the hash does not depend on key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}

/** What the suite hash covers of the tasks and suites: sources, versions, fixtures, attacks, side effects and threat models, in name order. */
export function suiteHashParts(content: Omit<SuiteContent, 'scenarios'>) {
  const tasks = content.tasks
    .map(({ definition, source }) => ({ suite: definition.suite, id: definition.id, version: definition.version, source }))
    .sort((a, b) => `${a.suite}\u0000${a.id}`.localeCompare(`${b.suite}\u0000${b.id}`));
  const suites = content.suites
    .map(({ definition, fixture, taskFixtures }) => ({
      name: definition.name,
      attackTemplates: definition.attackTemplates,
      sideEffects: definition.sideEffects ?? null,
      fixture,
      // Only when declared: a suite without them hashes as it did before they existed.
      ...(definition.threatModel ? { threatModel: definition.threatModel } : {}),
      ...(taskFixtures && Object.keys(taskFixtures).length > 0 ? { taskFixtures } : {}),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { tasks, suites };
}

/** The SHA-256 of `canonicalJson({ ...suiteHashParts(content), scenarios })`. */
export function suiteSha256(content: SuiteContent): string {
  const { tasks, suites } = suiteHashParts(content);
  // canonicalJson({ tasks, suites, scenarios }), fed to the hash a scenario at a time: a plan of
  // 100,000 records would otherwise be one string of hundreds of megabytes (its payloads repeated).
  const hash = createHash('sha256').update('{"scenarios":[');
  for (const piece of content.scenariosJson ?? canonicalListPieces(content.scenarios)) hash.update(piece);
  return hash.update(`],"suites":${canonicalJson(suites)},"tasks":${canonicalJson(tasks)}}`).digest('hex');
}

/** The canonical JSON of a list without its brackets, an element (and the comma before it) at a time. */
export function* canonicalListPieces(items: Iterable<unknown>): Iterable<string> {
  let first = true;
  for (const item of items) {
    if (!first) yield ',';
    yield canonicalJson(item);
    first = false;
  }
}

/** A side-effect set as manifests and records name it: its name, predicates and the SHA-256 of its canonical JSON. */
export function sideEffectSetIdentity(set: SideEffectSet): SideEffectSetIdentity {
  return {
    name: set.name,
    sha256: createHash('sha256').update(canonicalJson(set)).digest('hex'),
    predicates: set.predicates.map(({ id, description }) => ({ id, description })),
  };
}

const execFileAsync = promisify(execFile);

/**
 * `git rev-parse HEAD` of the chokepoint checkout, or null when `root` is not the top of a git work
 * tree: an installed package sits inside its user's repository, whose commit is not chokepoint's.
 * Asked once per root in a process: the code a process runs is what it loaded when it started, so
 * a commit made later would not describe it, and each ask starts a `git` process (a run of a test
 * suite or a library user builds many manifests).
 */
export function codeCommit(root: string = PACKAGE_ROOT): Promise<string | null> {
  let commit = commits.get(root);
  if (!commit) {
    commit = headCommit(root);
    commits.set(root, commit);
  }
  return commit;
}

const commits = new Map<string, Promise<string | null>>();

async function headCommit(root: string): Promise<string | null> {
  try {
    const { stdout } = await execFileAsync('git', ['rev-parse', '--show-toplevel', 'HEAD'], { cwd: root, timeout: 5_000 });
    const [top, commit] = stdout.trim().split('\n');
    if ((await realpath(top)) !== (await realpath(root))) return null;
    return /^[0-9a-f]{40,64}$/.test(commit) ? commit : null;
  } catch {
    return null;
  }
}

/** Packages whose versions can change results: the runtime, the SQL engine, the model client, the loaders. */
const RECORDED_PACKAGES = ['openai', 'sql.js', 'zod', 'typescript', 'tsx'] as const;

export async function toolVersions(root: string = PACKAGE_ROOT): Promise<Record<string, string>> {
  const versionOf = async (file: string): Promise<string> => {
    try {
      const { version } = JSON.parse(await readFile(file, 'utf8')) as { version?: unknown };
      return typeof version === 'string' ? version : 'unknown';
    } catch {
      return 'unknown';
    }
  };
  const versions: Record<string, string> = { node: process.version, chokepoint: await versionOf(join(root, 'package.json')) };
  for (const name of RECORDED_PACKAGES) versions[name] = await versionOf(installedManifest(name, root));
  return versions;
}

/** The package.json of a dependency as Node resolves it from `root` (nested or hoisted), whatever its exports allow. */
function installedManifest(name: string, root: string): string {
  const require = createRequire(join(root, 'package.json'));
  for (const dir of require.resolve.paths(name) ?? []) {
    const file = join(dir, name, 'package.json');
    if (existsSync(file)) return file;
  }
  return join(root, 'node_modules', name, 'package.json');
}

/** What the caller says about a run; the rest of its manifest (hash, commit, tool versions, scenario ids) is computed. */
export type ManifestInput = Pick<
  RunManifest,
  | 'agent'
  | 'model'
  | 'baseUrl'
  | 'defenses'
  | 'grants'
  | 'defenseSettings'
  | 'benchmarkVersion'
  | 'suite'
  | 'source'
  | 'judges'
  | 'versions'
  | 'temperature'
  | 'systemPrompt'
  | 'maxSteps'
  | 'timeouts'
  | 'seed'
  | 'attacks'
  | 'repeats'
  | 'sideEffects'
  | 'threatModels'
  | 'disclosureClassifier'
> & {
  readonly content: SuiteContent;
  /** The record ids the manifest lists, when they are not the content's scenarios (a shard lists its own; its content is the whole plan). */
  readonly listed?: readonly string[];
  readonly startedAt: Date;
};

export async function buildManifest(input: ManifestInput): Promise<RunManifest> {
  return {
    schema: MANIFEST_SCHEMA,
    agent: input.agent,
    model: input.model,
    baseUrl: input.baseUrl,
    defenses: [...input.defenses],
    ...(input.grants !== undefined ? { grants: input.grants } : {}),
    ...(input.defenseSettings !== undefined && Object.keys(input.defenseSettings).length > 0 ? { defenseSettings: { ...input.defenseSettings } } : {}),
    benchmarkVersion: input.benchmarkVersion,
    suite: input.suite,
    suiteSha256: suiteSha256(input.content),
    codeCommit: await codeCommit(),
    startedAt: input.startedAt.toISOString(),
    toolVersions: await toolVersions(),
    scenarios: input.listed ? [...input.listed] : Array.from(input.content.scenarios, (s) => s.id),
    ...(input.source !== undefined ? { source: input.source } : {}),
    ...definedOnly({
      judges: input.judges,
      versions: input.versions,
      temperature: input.temperature,
      systemPrompt: input.systemPrompt,
      maxSteps: input.maxSteps,
      timeouts: input.timeouts,
      seed: input.seed,
      attacks: input.attacks,
      repeats: input.repeats,
      sideEffects: input.sideEffects,
      threatModels: input.threatModels,
      disclosureClassifier: input.disclosureClassifier,
    }),
  };
}

function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** What a run measures, by whom, behind what: fields two runs must share to be parts of one run. */
export const MEASUREMENT_KEYS = [
  'agent',
  'model',
  'baseUrl',
  'defenses',
  'grants',
  'defenseSettings',
  'benchmarkVersion',
  'suite',
  'suiteSha256',
  'source',
  'seed',
  'attacks',
  'repeats',
  'sideEffects',
  'threatModels',
  'disclosureClassifier',
] as const satisfies readonly (keyof RunManifest)[];

/** Fields that must agree for a stored run to be continued: what it measures, and which records it holds. */
const RESUME_KEYS = [...MEASUREMENT_KEYS, 'scenarios', 'shard'] as const;

/**
 * Settings that change what is measured but older manifests lack: compared like the keys above,
 * except against a stored manifest written before they were recorded.
 */
export const RECORDED_LATER_KEYS = ['temperature', 'systemPrompt', 'maxSteps', 'timeouts'] as const satisfies readonly (keyof RunManifest)[];

/** Why `stored` cannot be resumed with `wanted`, one line per differing field; empty when compatible. */
export function manifestDifferences(stored: RunManifest, wanted: RunManifest): string[] {
  const keys = [...RESUME_KEYS, ...RECORDED_LATER_KEYS.filter((key) => stored[key] !== undefined)];
  return keys.flatMap((key) => {
    const a = canonicalJson(stored[key] ?? null);
    const b = canonicalJson(wanted[key] ?? null);
    if (a === b) return [];
    if (key === 'scenarios') return [`scenario list differs (${stored.scenarios.length} stored vs ${wanted.scenarios.length} now)`];
    if (key === 'suiteSha256')
      return [
        `suite SHA-256 differs (${stored.suiteSha256.slice(0, 12)}… stored vs ${wanted.suiteSha256.slice(0, 12)}… now: tasks, fixture or scenarios changed)`,
      ];
    return [`${key} differs (${a} stored vs ${b} now)`];
  });
}
