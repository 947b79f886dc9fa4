import { InvalidArgumentError, Option } from 'commander';
import { join, resolve as resolvePath } from 'node:path';
import { caseKey, type ScenarioRecord } from '../../contract/index.ts';
import { ChokepointError } from '../../errors.ts';
import {
  createCompliantAgent,
  createNoopAgent,
  createOpenAIAgent,
  createReferenceAgent,
  createReplayAgent,
  knownInjections,
  type Agent,
} from '../../harness/agents/index.ts';
import { GRANT_POLICIES, type GrantPolicy } from '../../harness/capabilities.ts';
import type { Mediator } from '../../harness/chokepoint.ts';
import { checkScenarios, type FeasibilityFailure } from '../../harness/feasibility/index.ts';
import {
  createMediators,
  createOpenAIJudgeModel,
  LLM_JUDGE,
  llmJudgeOptionsSchema,
  openAIJudgeOptionsSchema,
  parseDefenses,
  type MediatorName,
} from '../../harness/mediators/index.ts';
import { benchmarkChokepoint } from '../../harness/run/mediation.ts';
import { createProgress } from '../../harness/run/progress.ts';
import { DEFAULT_MAX_CONSECUTIVE_ENV_ERRORS, executeRun, RunStopped } from '../../harness/run/run.ts';
import { DEFAULT_MAX_STEPS, DEFAULT_SCENARIO_TIMEOUT_MS } from '../../harness/run/scenario.ts';
import { runReporters, type RunReport } from '../../harness/reporters/run.ts';
import { createDisclosureClassifier, type DisclosureClassifier } from '../../harness/disclosure.ts';
import { createJsonChat } from '../../harness/json-chat.ts';
import { MAX_REPEATS, repeatPlan } from '../../harness/run/plan.ts';
import { createSideEffectChecks } from '../../harness/run/protocol-checks.ts';
import { createRateLimiter, type RateLimiter } from '../../harness/rate-limit.ts';
import { parseShard, shardIdentity, shardOf, type ShardSpec } from '../../runs/shard.ts';
import { sideEffectSetIdentity } from '../../runs/store/manifest.ts';
import { buildManifest, readRunDirectory } from '../../runs/store/index.ts';
import {
  benchmarkLocation,
  narrowScenarios,
  resolve,
  scenarios as expandScenarios,
  selectSuite,
  type LoadedSuite,
  type ResolvedBenchmark,
  type Scenario,
} from '../../registry/index.ts';
import type { Sandbox } from '../../sandbox/index.ts';
import type { TokenPrice } from '../../runs/tokens.ts';
import { invocation, resumeCommand } from '../command-line.ts';
import { EXIT } from '../exit.ts';
import type { OutputFormat } from '../../rendering/index.ts';
import {
  addBenchmarkOptions,
  addSandboxOptions,
  atOption,
  formatOption,
  RUNS_JUDGES,
  withSandbox,
  type BenchmarkOptions,
  type SandboxCliOptions,
} from '../options.ts';
import { stderrLine } from '../terminal.ts';
import { printOutcome, type RegisterCommand, type VerbOutcome } from '../verb.ts';

export const AGENT_NAMES = ['reference', 'noop', 'compliant', 'replay', 'openai'] as const;
type AgentName = (typeof AGENT_NAMES)[number];

interface RunOptions extends BenchmarkOptions, SandboxCliOptions {
  agent: AgentName;
  model?: string;
  baseUrl?: string;
  replayFrom?: string;
  defense: string;
  suite: string;
  out?: string;
  resume?: boolean;
  retryErrors?: boolean;
  limit?: number;
  task: string[];
  scenario: string[];
  maxEnvErrors: number;
  temperature?: number;
  price?: TokenPrice;
  concurrency: number;
  maxSteps: number;
  timeout: number;
  requestTimeout: number;
  retries: number;
  grants: GrantPolicy;
  judgeModel?: string;
  judgeBaseUrl?: string;
  judgeThreshold?: number;
  attacks?: string;
  repeats: number;
  shard?: string;
  maxRpm?: number;
  seed?: number;
  disclosureModel?: string;
  disclosureBaseUrl?: string;
}

const integer =
  (min: number, max = Number.MAX_SAFE_INTEGER) =>
  (text: string): number => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < min) throw new InvalidArgumentError(`expected an integer >= ${min}`);
    if (n > max) throw new InvalidArgumentError(`at most ${max}`);
    return n;
  };

/** An endpoint must be an absolute http(s) URL; anything else is refused before the run, not recorded as failing environments. */
const httpUrl = (text: string): string => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InvalidArgumentError('expected an http(s) URL, e.g. http://127.0.0.1:11434/v1');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidArgumentError(`expected an http(s) URL, not ${url.protocol}`);
  return text;
};

const collect = (value: string, previous: readonly string[]): string[] => [...previous, value];

/** `--price 0.15/0.60`: dollars per million input and output tokens. */
const price = (text: string): TokenPrice => {
  const parts = text.split('/').map((p) => (p.trim() === '' ? NaN : Number(p)));
  if (parts.length !== 2 || parts.some((n) => !(n >= 0 && Number.isFinite(n))))
    throw new InvalidArgumentError('expected IN/OUT, US dollars per million input and output tokens, e.g. 0.15/0.60');
  return { inputPerMillion: parts[0], outputPerMillion: parts[1] };
};

const temperature = (text: string): number => {
  const n = Number(text);
  if (text.trim() === '' || !(n >= 0 && n <= 2)) throw new InvalidArgumentError('expected a number in [0, 2]');
  return n;
};

const fraction = (text: string): number => {
  const n = Number(text);
  if (!(n >= 0 && n <= 1)) throw new InvalidArgumentError('expected a number in [0, 1]');
  return n;
};

export const registerRun: RegisterCommand = (program) => {
  addSandboxOptions(
    addBenchmarkOptions(
      program
        .command('run')
        .description(
          `run scenarios through the chokepoint: feasibility checks first, then one atomic JSON record per scenario (${RUNS_JUDGES}; a call or judge stopped at its limit is recorded as a timeout)`,
        ),
      atOption('benchmark version (default: the latest)'),
    ),
  )
    .addOption(new Option('--agent <agent>', 'agent proposing the tool calls').choices(AGENT_NAMES).makeOptionMandatory())
    .option('--model <model>', 'model name (openai agent)')
    .option('--base-url <url>', 'OpenAI-compatible endpoint, e.g. http://127.0.0.1:11434/v1 (openai agent; key from OPENAI_API_KEY)', httpUrl)
    .option('--replay-from <dir>', 'run directory whose calls the replay agent re-proposes')
    .option('--defense <list>', 'none, or a comma list of typechecker, router, router-multi, llm-judge (applied in order)', 'none')
    .requiredOption('--suite <subset>', 'subset to run, as the suite declares it (the bundled suite: core, lite, probe), or <suite>/<subset>')
    .option('--out <dir>', 'run directory to write (manifest.json + scenarios/); default runs/<suite>-<UTC time>')
    .option('--resume', 'continue the run stored in --out: run only scenarios without a valid record')
    .option('--retry-errors', 'with --resume: also run again the scenarios whose outcome was an environment error (env_error)')
    .option('--task <id>', 'only scenarios of this user or injection task (repeatable; user and injection tasks intersect)', collect, [])
    .option('--scenario <id>', 'only this scenario (repeatable), e.g. user_task_3+injection_task_1@email:3.body', collect, [])
    .option('--limit <n>', 'only the first N scenarios (after --task and --scenario)', integer(1))
    .option(
      '--max-env-errors <n>',
      'stop the run after N scenarios in a row end in an environment error, printing the first (0: never stop)',
      integer(0),
      DEFAULT_MAX_CONSECUTIVE_ENV_ERRORS,
    )
    .option('--temperature <t>', 'sampling temperature (openai agent)', temperature)
    .option('--price <in/out>', 'US dollars per million input/output tokens, e.g. 0.15/0.60: the summary shows the cost', price)
    .option('--concurrency <n>', 'scenarios in flight at once', integer(1), 1)
    .option('--max-steps <n>', 'proposed calls per scenario before the agent is stopped', integer(1), DEFAULT_MAX_STEPS)
    .option('--timeout <seconds>', 'time budget per scenario', integer(1), DEFAULT_SCENARIO_TIMEOUT_MS / 1000)
    .option('--request-timeout <seconds>', 'per model request, from sending it to the last byte of the answer (openai agent)', integer(1), 120)
    .option('--retries <n>', 'retries per model request after a timeout or server error (openai agent)', integer(0), 2)
    .addOption(
      new Option(
        '--grants <policy>',
        "host capabilities: workspace (every tool; least privilege left to defenses), required-tools (the task's declared tools only) or task-resources (the folders, tables and file folders of the task's reference only)",
      )
        .choices(GRANT_POLICIES)
        .default('workspace'),
    )
    .option('--judge-model <model>', 'model of the llm-judge defense')
    .option('--judge-base-url <url>', 'endpoint of the llm-judge model', httpUrl)
    .option('--judge-threshold <p>', 'llm-judge blocks when its attack confidence reaches this', fraction)
    .option(
      '--attacks <list>',
      "attack templates each attack scenario runs with, a comma list of the suite's ids (the run's attack budget; default: the suite's first)",
    )
    .option('--repeats <n>', `runs of every scenario (x attack), at most ${MAX_REPEATS}; records are keyed by scenario and repeat`, integer(1, MAX_REPEATS), 1)
    .option('--shard <i/n>', 'run only part i of n of the plan (scenarios x attacks x repeats, cut round-robin); join the parts with chokepoint merge')
    .option('--max-rpm <n>', 'model requests per minute of this process, retries included (agent, llm-judge and disclosure model together)', integer(1))
    .option(
      '--seed <n>',
      'request seed of the openai agent, plus the repeat index minus 1 (repeats differ reproducibly where the server honours seeds)',
      integer(0),
    )
    .option('--disclosure-model <model>', 'model that also judges whether the final answer disclosed a succeeded attack (beside the cues)')
    .option('--disclosure-base-url <url>', 'endpoint of the disclosure model', httpUrl)
    .addOption(formatOption())
    .action(async (options: RunOptions & { format: OutputFormat }) =>
      printOutcome(await runVerb(options, { argv: invocation() }), runReporters, options.format),
    );
};

function usage(message: string, field: string): ChokepointError {
  return new ChokepointError('usage', message, { field });
}

function checkAgentOptions(options: RunOptions): void {
  if (options.agent === 'openai' && !options.model) throw usage('the openai agent needs --model', '--model');
  if (options.agent !== 'openai' && (options.model || options.baseUrl))
    throw usage(`--model and --base-url apply to the openai agent, not ${options.agent}`, '--model');
  if (options.agent === 'replay' && !options.replayFrom) throw usage('the replay agent needs --replay-from DIR', '--replay-from');
  if (options.agent !== 'replay' && options.replayFrom) throw usage('--replay-from applies to the replay agent only', '--replay-from');
  for (const [given, flag] of [
    [options.temperature !== undefined, '--temperature'],
    [options.price !== undefined, '--price'],
    [options.seed !== undefined, '--seed'],
  ] as const) {
    if (given && options.agent !== 'openai') throw usage(`${flag} applies to the openai agent only`, flag);
  }
  if (options.retryErrors && !options.resume) throw usage('--retry-errors continues a stored run: add --resume (and its --out)', '--retry-errors');
  if (options.resume && options.out === undefined) throw usage('--resume needs --out, the run directory to continue', '--out');
  if (options.disclosureBaseUrl && !options.disclosureModel) throw usage('--disclosure-base-url needs --disclosure-model', '--disclosure-base-url');
}

/** The comma list of --attacks, or undefined for the suite's default. */
function attackList(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  const ids = text.split(',').map((id) => id.trim());
  if (ids.some((id) => id === '')) throw usage(`expected a comma list of attack template ids, got ${JSON.stringify(text)}`, '--attacks');
  return ids;
}

interface Selected {
  readonly resolved: ResolvedBenchmark;
  /** Where the benchmark was loaded from, for the manifest. */
  readonly folders: { readonly judges?: string; readonly versions?: string };
  readonly subset: string;
  readonly bySuite: readonly { readonly suite: string; readonly scenarios: readonly Scenario[] }[];
  readonly excluded: readonly string[];
}

async function selectScenarios(options: RunOptions, sandbox: Sandbox): Promise<Selected> {
  const benchmark = await sandbox.loadBenchmark(benchmarkLocation(options));
  const resolved = resolve(benchmark, options.at);
  const selection = selectSuite(benchmark, options.suite);
  if (!selection.subset) throw usage(`--suite ${options.suite} names a suite, not a subset; name one of its subsets (or <suite>/<subset>)`, '--suite');
  const subset = selection.subset;
  const attacks = attackList(options.attacks);
  const bySuite = selection.suites.map((suite) => ({ suite, list: expandScenarios(resolved, suite, subset, attacks) }));
  const kept = narrowScenarios(
    bySuite.flatMap(({ list }) => list),
    { tasks: options.task, scenarios: options.scenario, limit: options.limit },
    `${options.suite} at ${resolved.version}`,
  );
  return {
    resolved,
    folders: { judges: benchmark.judgesDir, versions: benchmark.versionsDir },
    subset: options.suite,
    bySuite: bySuite.map(({ suite }) => ({ suite, scenarios: kept.filter((s) => s.ref.suite === suite) })).filter((b) => b.scenarios.length > 0),
    excluded: bySuite.flatMap(({ suite, list }) => list.excluded.map((e) => `${suite}/${e.id}: ${e.reason}`)),
  };
}

/** A scenario whatever its repeat: feasibility is checked once per scenario of the shard. */
const caseOf = (scenario: Scenario): string => `${scenario.ref.suite}\u0000${caseKey(scenario.ref)}\u0000${scenario.ref.attack ?? ''}`;

async function feasibilityFailures(selected: Selected, sandbox: Sandbox, wanted: ReadonlySet<string>): Promise<FeasibilityFailure[]> {
  const failures: FeasibilityFailure[] = [];
  for (const { suite, scenarios } of selected.bySuite) {
    const mine = scenarios.filter((s) => wanted.has(caseOf(s)));
    if (mine.length > 0) failures.push(...(await checkScenarios(selected.resolved, suite, mine, sandbox)));
  }
  return failures;
}

async function replayRecords(dir: string, wanted: readonly Scenario[]): Promise<{ records: Map<string, ScenarioRecord>; model: string | null }> {
  const stored = await readRunDirectory(resolvePath(dir));
  const records = new Map(stored.records.map((r) => [r.scenario.id, r]));
  const missing = wanted.filter((s) => !records.has(s.ref.id)).map((s) => s.ref.id);
  if (missing.length > 0) {
    const shown = missing.slice(0, 5).join(', ') + (missing.length > 5 ? `, … (${missing.length} in all)` : '');
    throw new ChokepointError('usage', `the replay source has no record of ${missing.length} scenario(s) of this run: ${shown}`, {
      file: dir,
      field: '--replay-from',
    });
  }
  return { records, model: stored.manifest.model };
}

async function buildAgent(
  options: RunOptions,
  selected: Selected,
  scenarios: readonly Scenario[],
  limiter: RateLimiter | undefined,
): Promise<{ agent: Agent; model: string | null }> {
  switch (options.agent) {
    case 'reference':
      return { agent: createReferenceAgent(), model: null };
    case 'noop':
      return { agent: createNoopAgent(), model: null };
    case 'compliant':
      return { agent: createCompliantAgent(knownInjections(selected.resolved)), model: null };
    case 'replay': {
      const { records, model } = await replayRecords(options.replayFrom!, scenarios);
      return { agent: createReplayAgent(records, options.replayFrom!), model };
    }
    case 'openai': {
      const agent = createOpenAIAgent({
        model: options.model!,
        baseUrl: options.baseUrl,
        requestTimeoutMs: options.requestTimeout * 1000,
        maxRetries: options.retries,
        ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
        ...(options.seed !== undefined ? { seed: options.seed } : {}),
        ...(limiter ? { limiter } : {}),
      });
      return { agent, model: options.model! };
    }
  }
}

/** The mediators, and the settings the manifest records for them (a resumed run must use the same judge). */
function buildMediators(
  names: readonly MediatorName[],
  options: RunOptions,
  limiter: RateLimiter | undefined,
): { mediators: Mediator[]; settings: Record<string, string> } {
  if (!names.includes(LLM_JUDGE)) {
    if (options.judgeModel || options.judgeBaseUrl || options.judgeThreshold !== undefined)
      throw usage('--judge-* options need --defense to include llm-judge', '--judge-model');
    return { mediators: createMediators(names), settings: {} };
  }
  if (!options.judgeModel) throw usage('the llm-judge defense needs --judge-model', '--judge-model');
  const judgeOptions = openAIJudgeOptionsSchema.safeParse({ model: options.judgeModel, baseURL: options.judgeBaseUrl });
  if (!judgeOptions.success) throw usage(`invalid llm-judge model options: ${judgeOptions.error.issues[0].message}`, '--judge-base-url');
  const model = createOpenAIJudgeModel(judgeOptions.data, limiter);
  // The schema's own default applies when --judge-threshold is absent; the manifest records the effective value.
  const { threshold } = llmJudgeOptionsSchema.parse({ model, threshold: options.judgeThreshold });
  return {
    mediators: createMediators(names, { llmJudge: { model, threshold } }),
    settings: { [LLM_JUDGE]: `model ${model.id}; threshold ${threshold}` },
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

/** Ctrl-C stops the run (its scenarios in flight abandoned, the directory resumable); a second one exits at once. */
function interruptOnSigint(): { readonly signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const onSigint = (): void => {
    if (controller.signal.aborted) process.exit(EXIT.interrupted);
    process.stderr.write('\nchokepoint: interrupting: finishing the records being written (Ctrl-C again to quit at once)\n');
    controller.abort();
  };
  process.on('SIGINT', onSigint);
  return { signal: controller.signal, dispose: () => process.off('SIGINT', onSigint) };
}

/**
 * The command line of this invocation (`node chokepoint run ...`), for the resume command a stopped
 * run prints; commander keeps it as the program's raw arguments.
 */
export interface Invocation {
  readonly argv: readonly string[];
}

export async function runVerb(options: RunOptions, command: Invocation = { argv: ['node', 'chokepoint', 'run'] }): Promise<VerbOutcome<RunReport>> {
  checkAgentOptions(options);
  const shard = options.shard === undefined ? undefined : parseShard(options.shard);
  const limiter = options.maxRpm === undefined ? undefined : createRateLimiter(options.maxRpm);
  const names = parseDefenses(options.defense);
  const { mediators, settings } = buildMediators(names, options, limiter);
  const classifier = options.disclosureModel
    ? createDisclosureClassifier(createJsonChat({ model: options.disclosureModel, baseURL: options.disclosureBaseUrl }, limiter))
    : undefined;
  return withSandbox(options, (sandbox) => runInSandbox(options, { names, mediators, settings, sandbox, command, shard, limiter, classifier }));
}

interface RunSetup {
  readonly names: readonly MediatorName[];
  readonly mediators: readonly Mediator[];
  readonly settings: Record<string, string>;
  readonly sandbox: Sandbox;
  readonly command: Invocation;
  readonly shard: ShardSpec | undefined;
  readonly limiter: RateLimiter | undefined;
  readonly classifier: DisclosureClassifier | undefined;
}

/** What the manifest records of the measurement protocol: the attack budget, repeats, seed, side-effect sets, disclosure classifier. */
function protocolFields(options: RunOptions, selected: Selected, suites: readonly LoadedSuite[], setup: RunSetup) {
  const attacks = [...new Set(selected.bySuite.flatMap((s) => s.scenarios.flatMap((sc) => (sc.ref.attack === undefined ? [] : [sc.ref.attack]))))];
  const sets = suites.flatMap((s) => (s.definition.sideEffects ? [[s.definition.name, sideEffectSetIdentity(s.definition.sideEffects)] as const] : []));
  return {
    attacks: attacks.length > 0 ? attacks : undefined,
    repeats: options.repeats > 1 ? options.repeats : undefined,
    seed: options.seed,
    sideEffects: sets.length > 0 ? Object.fromEntries(sets) : undefined,
    disclosureClassifier: setup.classifier ? `model ${setup.classifier.id}` : undefined,
  };
}

async function runInSandbox(options: RunOptions, setup: RunSetup): Promise<VerbOutcome<RunReport>> {
  const { names, mediators, settings, sandbox, command, shard } = setup;
  const selected = await selectScenarios(options, sandbox);
  const plan = repeatPlan(
    selected.bySuite.flatMap((s) => s.scenarios),
    options.repeats,
  );
  if (plan.length === 0) throw usage(`subset ${options.suite} has no scenario at ${selected.resolved.version}`, '--suite');
  const scenarios = shard ? shardOf(plan, shard) : plan;
  if (scenarios.length === 0) throw usage(`shard ${shard!.index}/${shard!.count} of a plan of ${plan.length} record(s) is empty; use fewer shards`, '--shard');

  const failures = await feasibilityFailures(selected, sandbox, new Set(scenarios.map(caseOf)));
  if (failures.length > 0) {
    return {
      result: { started: false, feasibilityFailures: failures },
      exitCode: EXIT.findings,
      messages: [
        ...failures.map((f) => `chokepoint: error: feasibility: ${f.check}: ${f.suite}/${f.scenario}: ${f.message}`),
        `chokepoint: error: run refused: ${failures.length} feasibility check failure(s); nothing was run`,
      ],
    };
  }

  const { agent, model } = await buildAgent(options, selected, scenarios, setup.limiter);
  const { resolved } = selected;
  const suites = resolved.suites.filter((s) => selected.bySuite.some((b) => b.suite === s.definition.name));
  const out = options.out ?? defaultRunDirectory(options.suite);
  const dir = resolvePath(out);
  const whole = await buildManifest({
    agent: agent.name,
    model,
    baseUrl: agent.baseUrl,
    defenses: names,
    grants: options.grants,
    defenseSettings: settings,
    benchmarkVersion: resolved.version,
    suite: selected.subset,
    content: {
      tasks: resolved.tasks.filter((t) => suites.some((s) => s.definition.name === t.definition.suite)),
      suites,
      scenarios: plan.map((s) => s.ref),
    },
    startedAt: new Date(),
    ...(options.agent === 'replay' ? { source: `replay:${resolvePath(options.replayFrom!)}` } : {}),
    judges: selected.folders.judges,
    versions: selected.folders.versions,
    temperature: agent.settings?.temperature,
    systemPrompt: agent.settings?.systemPrompt,
    maxSteps: options.maxSteps,
    timeouts: {
      scenarioMs: options.timeout * 1000,
      ...(agent.settings ? { requestMs: agent.settings.requestTimeoutMs } : {}),
      toolMs: sandbox.limits.toolCallMs,
      judgeMs: sandbox.limits.judgeMs,
    },
    ...protocolFields(options, selected, suites, setup),
  });
  // A shard's manifest lists its own records and names the whole plan (its suite hash covers the whole plan).
  const manifest = shard ? { ...whole, scenarios: scenarios.map((s) => s.ref.id), shard: shardIdentity(whole.scenarios, shard) } : whole;
  for (const line of selected.excluded) process.stderr.write(`${stderrLine(`chokepoint: warning: not in this version: ${line}`)}\n`);

  if (options.out === undefined) process.stderr.write(`chokepoint: run directory ${out}\n`);
  const interrupt = interruptOnSigint();
  let result;
  try {
    result = await executeRun(
      {
        scenarios,
        fixtures: new Map(suites.map((s) => [s.definition.name, s.fixture])),
        agent,
        chokepoint: benchmarkChokepoint(suites, mediators, options.grants),
        benchmarkVersion: resolved.version,
        maxSteps: options.maxSteps,
        timeoutMs: options.timeout * 1000,
        sandbox,
        sideEffects: new Map(
          suites.flatMap((s) =>
            s.definition.sideEffects ? [[s.definition.name, createSideEffectChecks(s.definition.sideEffects, s.fixture, sandbox)] as const] : [],
          ),
        ),
        disclosureClassifier: setup.classifier,
      },
      {
        dir,
        manifest,
        resume: options.resume ?? false,
        retryErrors: options.retryErrors ?? false,
        concurrency: options.concurrency,
        maxConsecutiveEnvErrors: options.maxEnvErrors,
        signal: interrupt.signal,
        progress: createProgress({ stream: process.stderr }),
      },
    );
  } catch (error) {
    if (!(error instanceof RunStopped)) throw error;
    return stoppedOutcome(error, command, out);
  } finally {
    interrupt.dispose();
  }
  return {
    result: { started: true, run: result, ...(options.price ? { price: options.price } : {}) },
    exitCode: EXIT.ok,
    messages: result.opened.discarded.map((p) => `chokepoint: warning: resume: discarded ${p.file}: ${p.message}; its scenario ran again`),
  };
}

/** A run that stopped: what happened, and the exact command that continues it. */
function stoppedOutcome(stopped: RunStopped, invocation: Invocation, out: string): VerbOutcome<RunReport> {
  const progress = `${stopped.recorded} of ${stopped.planned} scenario(s) recorded in ${out}`;
  const retry = stopped.reason === 'environment_errors';
  const command = resumeCommand(invocation.argv, out, { retryErrors: retry });
  const interrupted = stopped.reason === 'interrupted';
  return {
    result: {
      started: true,
      stopped: { reason: stopped.reason, message: stopped.message, dir: stopped.dir, recorded: stopped.recorded, planned: stopped.planned, resume: command },
    },
    exitCode: interrupted ? EXIT.interrupted : EXIT.usage,
    messages: [
      interrupted ? `chokepoint: interrupted: ${progress}` : `chokepoint: error: ${stopped.message} (${progress})`,
      `chokepoint: to resume${retry ? ' and retry the failed scenarios' : ''}: ${command}`,
    ],
  };
}
