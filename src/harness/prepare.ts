import { join } from 'node:path';
import { caseKey, type RunManifest } from '../contract/index.ts';
import type { EnvironmentFixture } from '../environment/index.ts';
import { ChokepointError } from '../errors.ts';
import {
  narrowScenarios,
  resolve,
  scenarios as expandScenarios,
  selectSuite,
  type Benchmark,
  type LoadedSuite,
  type ResolvedBenchmark,
  type Scenario,
  type ScenarioNarrowing,
} from '../registry/index.ts';
import { shardIdentity, shardPositions, type ShardSpec, buildManifest, sideEffectSetIdentity } from '../runs/index.ts';
import type { Sandbox } from '../sandbox/index.ts';
import { createAgent, type AgentSpec, type CreatedAgent } from './agents/registry.ts';
import type { GrantPolicy } from './capabilities.ts';
import type { Mediator } from './chokepoint.ts';
import { createDisclosureClassifier, type DisclosureClassifier } from './disclosure.ts';
import { checkScenarios, type FeasibilityFailure } from './feasibility/index.ts';
import { createJsonChat } from './json-chat.ts';
import {
  createMediators,
  createOpenAIJudgeModel,
  LLM_JUDGE,
  llmJudgeOptionsSchema,
  openAIJudgeOptionsSchema,
  type JudgeModel,
  type MediatorName,
} from './mediators/index.ts';
import { createRateLimiter, type RateLimiter } from './rate-limit.ts';
import { benchmarkChokepoint, DEFAULT_MAX_STEPS, DEFAULT_SCENARIO_TIMEOUT_MS, type RunPlan } from './run/index.ts';
import { planIds, planRecords, planRefs, repeatPlan } from './run/plan.ts';
import { createSideEffectChecks } from './run/protocol-checks.ts';

/**
 * One way to assemble a run, for every caller (the `run` verb, the ablation's stored traces, the
 * viewer's bundled runs, the harness benchmark): the scenarios chosen, the plan of repeats and its
 * shard, the feasibility checks (a run does not start on a scenario that cannot measure what it
 * claims), the agent, the mediators, the side-effect checks and the disclosure classifier, and the
 * manifest that records all of it. `executeRun(prepared.plan, { manifest: prepared.manifest, ... })`
 * runs it.
 */

/** The scenarios a run draws its plan from, and where they come from. */
export interface RunSelection {
  readonly resolved: ResolvedBenchmark;
  /** What the manifest calls the run's scenarios: the subset (`core`, `workspace/core`) or a label. */
  readonly label: string;
  readonly scenarios: readonly Scenario[];
  /** Scenarios of the subset that do not exist at this version, `<suite>/<id>: <reason>`: the prepared run warns of them. */
  readonly excluded?: readonly string[];
  /** Where the benchmark was loaded from, for the manifest. */
  readonly folders?: { readonly judges?: string; readonly versions?: string };
}

export interface SelectionOptions extends ScenarioNarrowing {
  /** Benchmark version; default the latest. */
  readonly at?: string;
  /** A subset, as the suites declare it (`core`), or `<suite>/<subset>`. */
  readonly subset: string;
  /** Attack template ids each attack scenario runs with; default the suite's first. */
  readonly attacks?: readonly string[];
}

const usage = (message: string, field: string) => new ChokepointError('usage', message, { field });

/** The scenarios of a subset at a version, narrowed to tasks, scenario ids and a limit. */
export function selectRunScenarios(benchmark: Benchmark, options: SelectionOptions): RunSelection {
  const resolved = resolve(benchmark, options.at);
  const selection = selectSuite(benchmark, options.subset);
  if (!selection.subset) throw usage(`--suite ${options.subset} names a suite, not a subset; name one of its subsets (or <suite>/<subset>)`, '--suite');
  const subset = selection.subset;
  const bySuite = selection.suites.map((suite) => ({ suite, list: expandScenarios(resolved, suite, subset, options.attacks) }));
  const kept = narrowScenarios(
    bySuite.flatMap(({ list }) => list),
    options,
    `${options.subset} at ${resolved.version}`,
  );
  return {
    resolved,
    label: options.subset,
    scenarios: kept,
    excluded: bySuite.flatMap(({ suite, list }) => list.excluded.map((e) => `${suite}/${e.id}: ${e.reason}`)),
    folders: { judges: benchmark.judgesDir, versions: benchmark.versionsDir },
  };
}

/** The llm-judge defense's model: an OpenAI-compatible endpoint, or a model of the caller's. */
export interface LlmJudgeRequest {
  /** Missing: the request is refused, naming `--judge-model`. */
  readonly model?: string | JudgeModel;
  readonly baseUrl?: string;
  /** Blocks when its attack confidence reaches this; default the mediator's. */
  readonly threshold?: number;
}

export interface RunRequest {
  readonly selection: RunSelection;
  readonly agent: AgentSpec;
  /** Mediators in the order they apply; default none. */
  readonly defenses?: readonly MediatorName[];
  readonly llmJudge?: LlmJudgeRequest;
  /** Default `workspace`. */
  readonly grants?: GrantPolicy;
  /** Runs of every scenario; default 1. */
  readonly repeats?: number;
  readonly shard?: ShardSpec;
  /** Request seed of a sampling agent, for the manifest. */
  readonly seed?: number;
  readonly maxSteps?: number;
  readonly timeoutMs?: number;
  /** Model requests per minute of the run (agent, llm-judge and disclosure model together). */
  readonly maxRpm?: number;
  /** A model that also judges whether a final answer disclosed a succeeded attack. */
  readonly disclosureModel?: { readonly model: string; readonly baseUrl?: string };
  /** Every suite runs on this fixture instead of its own (the ablation's scratch environments, D1 and D3). */
  readonly fixture?: EnvironmentFixture;
  /**
   * `refuse` (default): a feasibility failure refuses the run. `run`: the run is prepared anyway and
   * the failures are returned with it, for runs that are infeasible on purpose (the ablation's
   * demonstrations of broken environments).
   */
  readonly infeasible?: 'refuse' | 'run';
  readonly sandbox: Sandbox;
  readonly startedAt?: Date;
}

interface Prepared {
  /** Lines for the caller to show as warnings (`chokepoint: warning: ...`). */
  readonly warnings: readonly string[];
  readonly feasibilityFailures: readonly FeasibilityFailure[];
}

export interface RefusedRun extends Prepared {
  readonly ready: false;
}

export interface PreparedRun extends Prepared {
  readonly ready: true;
  readonly plan: RunPlan;
  readonly manifest: RunManifest;
  /** The suites as the run sees them (a scratch fixture included). */
  readonly suites: readonly LoadedSuite[];
  /** The plan's record count before sharding. */
  readonly planned: number;
}

/** Assembles the run of `request`, or refuses it when a scenario of its plan fails a feasibility check. */
export async function prepareRun(request: RunRequest): Promise<PreparedRun | RefusedRun> {
  const { selection, sandbox } = request;
  const { resolved } = selection;
  const plan = repeatPlan(selection.scenarios, request.repeats ?? 1);
  if (plan.size === 0) throw usage(`subset ${selection.label} has no scenario at ${resolved.version}`, '--suite');
  const { shard } = request;
  // A shard makes its own records only: the whole plan is walked a record at a time, for its hash and identity.
  const scenarios = planRecords(plan, shard ? shardPositions(plan.size, shard) : Array.from({ length: plan.size }, (_, i) => i));
  if (scenarios.length === 0) throw usage(`shard ${shard!.index}/${shard!.count} of a plan of ${plan.size} record(s) is empty; use fewer shards`, '--shard');

  const limiter = request.maxRpm === undefined ? undefined : createRateLimiter(request.maxRpm);
  const defenses = request.defenses ?? [];
  const { mediators, settings } = mediatorsFor(defenses, request.llmJudge, limiter);
  const warnings = (selection.excluded ?? []).map((line) => `chokepoint: warning: not in this version: ${line}`);
  const suites = resolved.suites
    .filter((s) => selection.scenarios.some((sc) => sc.ref.suite === s.definition.name))
    .map((s) => (request.fixture ? { ...s, fixture: request.fixture } : s));
  const feasibilityFailures = await feasibility({ ...resolved, suites }, selection.scenarios, scenarios, sandbox);
  if (feasibilityFailures.length > 0 && request.infeasible !== 'run') return { ready: false, warnings, feasibilityFailures };

  const created = await createAgent(request.agent, { resolved, scenarios, limiter });
  const classifier = request.disclosureModel
    ? createDisclosureClassifier(createJsonChat({ model: request.disclosureModel.model, baseURL: request.disclosureModel.baseUrl }, limiter))
    : undefined;
  const grants = request.grants ?? 'workspace';
  const maxSteps = request.maxSteps ?? DEFAULT_MAX_STEPS;
  const timeoutMs = request.timeoutMs ?? DEFAULT_SCENARIO_TIMEOUT_MS;
  const whole = await buildManifest({
    agent: created.agent.name,
    model: created.model,
    baseUrl: created.agent.baseUrl,
    defenses,
    grants,
    defenseSettings: settings,
    benchmarkVersion: resolved.version,
    suite: selection.label,
    content: {
      tasks: resolved.tasks.filter((t) => suites.some((s) => s.definition.name === t.definition.suite)),
      suites,
      scenarios: planRefs(plan),
      scenariosJson: plan.refsJson(),
    },
    ...(shard ? { listed: scenarios.map((s) => s.ref.id) } : {}),
    startedAt: request.startedAt ?? new Date(),
    ...(created.source ? { source: created.source } : {}),
    judges: selection.folders?.judges,
    versions: selection.folders?.versions,
    temperature: created.agent.settings?.temperature,
    systemPrompt: created.agent.settings?.systemPrompt,
    maxSteps,
    timeouts: {
      scenarioMs: timeoutMs,
      ...(created.agent.settings ? { requestMs: created.agent.settings.requestTimeoutMs } : {}),
      toolMs: sandbox.limits.toolCallMs,
      judgeMs: sandbox.limits.judgeMs,
    },
    ...protocolFields(request, suites, classifier),
  });
  // A shard's manifest lists its own records and names the whole plan (its suite hash covers the whole plan).
  const manifest = shard ? { ...whole, shard: shardIdentity(planIds(plan), shard) } : whole;
  return {
    ready: true,
    warnings,
    feasibilityFailures,
    plan: runPlan(created, { scenarios, suites, mediators, grants, maxSteps, timeoutMs, classifier, request }),
    manifest,
    suites,
    planned: plan.size,
  };
}

function runPlan(
  created: CreatedAgent,
  parts: {
    scenarios: readonly Scenario[];
    suites: readonly LoadedSuite[];
    mediators: readonly Mediator[];
    grants: GrantPolicy;
    maxSteps: number;
    timeoutMs: number;
    classifier: DisclosureClassifier | undefined;
    request: RunRequest;
  },
): RunPlan {
  const { suites, request } = parts;
  return {
    scenarios: parts.scenarios,
    suites,
    agent: created.agent,
    chokepoint: benchmarkChokepoint(suites, parts.mediators, parts.grants),
    benchmarkVersion: request.selection.resolved.version,
    maxSteps: parts.maxSteps,
    timeoutMs: parts.timeoutMs,
    sandbox: request.sandbox,
    sideEffects: new Map(
      suites.flatMap((s) =>
        s.definition.sideEffects ? [[s.definition.name, createSideEffectChecks(s.definition.sideEffects, s, request.sandbox)] as const] : [],
      ),
    ),
    disclosureClassifier: parts.classifier,
  };
}

/** A scenario whatever its repeat: feasibility is checked once per scenario of the plan (or of the shard). */
const caseOf = (scenario: Scenario): string => `${scenario.ref.suite}\u0000${caseKey(scenario.ref)}\u0000${scenario.ref.attack ?? ''}`;

async function feasibility(
  resolved: ResolvedBenchmark,
  selected: readonly Scenario[],
  planned: readonly Scenario[],
  sandbox: Sandbox,
): Promise<FeasibilityFailure[]> {
  const wanted = new Set(planned.map(caseOf));
  const failures: FeasibilityFailure[] = [];
  for (const suite of resolved.suites) {
    const mine = selected.filter((s) => s.ref.suite === suite.definition.name && wanted.has(caseOf(s)));
    if (mine.length > 0) failures.push(...(await checkScenarios(resolved, suite.definition.name, mine, sandbox)));
  }
  return failures;
}

/** The mediators, and the settings the manifest records for them (a resumed run must use the same judge). */
function mediatorsFor(
  names: readonly MediatorName[],
  judge: LlmJudgeRequest | undefined,
  limiter: RateLimiter | undefined,
): { mediators: Mediator[]; settings: Record<string, string> } {
  if (!names.includes(LLM_JUDGE)) {
    if (judge) throw usage('--judge-* options need --defense to include llm-judge', '--judge-model');
    return { mediators: createMediators(names), settings: {} };
  }
  if (!judge?.model) throw usage('the llm-judge defense needs --judge-model', '--judge-model');
  const model = typeof judge.model === 'string' ? openAIJudgeModel(judge.model, judge.baseUrl, limiter) : judge.model;
  // The schema's own default applies when no threshold is given; the manifest records the effective value.
  const { threshold } = llmJudgeOptionsSchema.parse({ model, threshold: judge.threshold });
  return {
    mediators: createMediators(names, { llmJudge: { model, threshold } }),
    settings: { [LLM_JUDGE]: `model ${model.id}; threshold ${threshold}` },
  };
}

function openAIJudgeModel(model: string, baseURL: string | undefined, limiter: RateLimiter | undefined): JudgeModel {
  const options = openAIJudgeOptionsSchema.safeParse({ model, baseURL });
  if (!options.success) throw usage(`invalid llm-judge model options: ${options.error.issues[0].message}`, '--judge-base-url');
  return createOpenAIJudgeModel(options.data, limiter);
}

/**
 * What the manifest records of the measurement protocol: the attack budget, repeats, seed,
 * side-effect sets, threat models, disclosure classifier. An attack budget larger than a suite's
 * threat model allows is refused.
 */
function protocolFields(request: RunRequest, suites: readonly LoadedSuite[], classifier: DisclosureClassifier | undefined) {
  // The plan's attacks in the order they first appear: its first round is the selection itself.
  const attacks = [...new Set(request.selection.scenarios.flatMap((s) => (s.ref.attack === undefined ? [] : [s.ref.attack])))];
  const sets = suites.flatMap((s) => (s.definition.sideEffects ? [[s.definition.name, sideEffectSetIdentity(s.definition.sideEffects)] as const] : []));
  const models = suites.flatMap((s) => (s.definition.threatModel ? [[s.definition.name, s.definition.threatModel] as const] : []));
  for (const [suite, model] of models) {
    if (attacks.length > model.budget)
      throw usage(`${attacks.length} attacks per scenario exceed suite ${suite}'s threat model budget of ${model.budget} attempt(s) per case`, '--attacks');
  }
  const repeats = request.repeats ?? 1;
  return {
    attacks: attacks.length > 0 ? attacks : undefined,
    repeats: repeats > 1 ? repeats : undefined,
    seed: request.seed,
    sideEffects: sets.length > 0 ? Object.fromEntries(sets) : undefined,
    threatModels: models.length > 0 ? Object.fromEntries(models) : undefined,
    disclosureClassifier: classifier ? `model ${classifier.id}` : undefined,
  };
}

/** `runs/core-20261201-142700`: the subset and the UTC start time, a folder of its own for every run. */
export function defaultRunDirectory(suite: string, now: Date = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return join('runs', `${suite.replace(/[^A-Za-z0-9._-]+/g, '-')}-${stamp}`);
}
