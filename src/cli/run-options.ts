import { Option, type Command } from 'commander';
import { ChokepointError } from '../errors.ts';
import {
  AGENT_NAMES,
  DEFAULT_MAX_CONSECUTIVE_ENV_ERRORS,
  DEFAULT_MAX_STEPS,
  DEFAULT_SCENARIO_TIMEOUT_MS,
  GRANT_POLICIES,
  MAX_REPEATS,
} from '../harness/index.ts';
import type { AgentName, GrantPolicy } from '../harness/index.ts';
import type { TokenPrice } from '../runs/index.ts';
import { addBenchmarkOptions, addSandboxOptions, atOption, RUNS_JUDGES, type BenchmarkOptions, type SandboxCliOptions } from './options.ts';
import { between, collect, commaList, httpUrl, integer, price } from './values.ts';

/** The options of the `run` verb, and the combinations of them it refuses before it loads anything. */

export interface RunOptions extends BenchmarkOptions, SandboxCliOptions {
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
  attacks?: string[];
  repeats: number;
  shard?: string;
  maxRpm?: number;
  seed?: number;
  disclosureModel?: string;
  disclosureBaseUrl?: string;
}

/** Declares the options of `run` on `program`. */
export function addRunOptions(program: Command): Command {
  return addSandboxOptions(
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
    .option('--temperature <t>', 'sampling temperature (openai agent)', between(0, 2))
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
    .option('--judge-threshold <p>', 'llm-judge blocks when its attack confidence reaches this', between(0, 1))
    .option(
      '--attacks <list>',
      "attack templates each attack scenario runs with, a comma list of the suite's ids (the run's attack budget; default: the suite's first)",
      commaList,
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
    .option('--disclosure-base-url <url>', 'endpoint of the disclosure model', httpUrl);
}

const usage = (message: string, field: string) => new ChokepointError('usage', message, { field });

/** What the run verb's options ask for beyond the agent; the library checks the rest. */
export function checkRunOptions(options: RunOptions): void {
  if (options.price !== undefined && options.agent !== 'openai') throw usage('--price applies to the openai agent only', '--price');
  if (options.retryErrors && !options.resume) throw usage('--retry-errors continues a stored run: add --resume (and its --out)', '--retry-errors');
  if (options.resume && options.out === undefined) throw usage('--resume needs --out, the run directory to continue', '--out');
  if (options.disclosureBaseUrl && !options.disclosureModel) throw usage('--disclosure-base-url needs --disclosure-model', '--disclosure-base-url');
}
