import { resolve as resolvePath } from 'node:path';
import {
  agentSpec,
  createProgress,
  defaultRunDirectory,
  executeRun,
  parseDefenses,
  prepareRun,
  runReporters,
  RunStopped,
  selectRunScenarios,
  type RunReport,
} from '../../harness/index.ts';
import { benchmarkLocation } from '../../registry/index.ts';
import { parseShard } from '../../runs/index.ts';
import type { OutputFormat } from '../../rendering/index.ts';
import { invocation, resumeCommand } from '../command-line.ts';
import { EXIT } from '../exit.ts';
import { interruptOnSigint } from '../interrupt.ts';
import { formatOption, withSandbox } from '../options.ts';
import { addRunOptions, checkRunOptions, type RunOptions } from '../run-options.ts';
import { printOutcome, type RegisterCommand, type VerbOutcome } from '../verb.ts';

export const registerRun: RegisterCommand = (program) => {
  addRunOptions(program)
    .addOption(formatOption())
    .action(async (options: RunOptions & { format: OutputFormat }) =>
      printOutcome(await runVerb(options, { argv: invocation() }), runReporters, options.format),
    );
};

/** The command line of this invocation (`node chokepoint run ...`), for the resume command a stopped run prints. */
export interface Invocation {
  readonly argv: readonly string[];
}

export async function runVerb(options: RunOptions, command: Invocation = { argv: ['node', 'chokepoint', 'run'] }): Promise<VerbOutcome<RunReport>> {
  const { judgeModel, judgeBaseUrl, judgeThreshold, disclosureModel } = options;
  const agent = agentSpec(options.agent, { ...options, requestTimeoutMs: options.requestTimeout * 1000 });
  checkRunOptions(options);
  const request = {
    agent,
    defenses: parseDefenses(options.defense),
    ...(judgeModel || judgeBaseUrl || judgeThreshold !== undefined
      ? { llmJudge: { model: judgeModel, baseUrl: judgeBaseUrl, threshold: judgeThreshold } }
      : {}),
    ...(disclosureModel ? { disclosureModel: { model: disclosureModel, baseUrl: options.disclosureBaseUrl } } : {}),
    ...(options.shard === undefined ? {} : { shard: parseShard(options.shard) }),
    grants: options.grants,
    repeats: options.repeats,
    seed: options.seed,
    maxSteps: options.maxSteps,
    timeoutMs: options.timeout * 1000,
    maxRpm: options.maxRpm,
  };
  return withSandbox(options, async (sandbox) => {
    const selection = selectRunScenarios(await sandbox.loadBenchmark(benchmarkLocation(options)), {
      ...options,
      subset: options.suite,
      tasks: options.task,
      scenarios: options.scenario,
    });
    const prepared = await prepareRun({ ...request, selection, sandbox });
    if (!prepared.ready) {
      const failures = prepared.feasibilityFailures;
      const refusal = `chokepoint: error: run refused: ${failures.length} feasibility check failure(s); nothing was run`;
      const messages = [
        ...prepared.warnings,
        ...failures.map((f) => `chokepoint: error: feasibility: ${f.check}: ${f.suite}/${f.scenario}: ${f.message}`),
        refusal,
      ];
      return { result: { started: false, feasibilityFailures: failures }, exitCode: EXIT.findings, messages };
    }
    const out = options.out ?? defaultRunDirectory(options.suite);
    if (options.out === undefined) process.stderr.write(`chokepoint: run directory ${out}\n`);
    const interrupt = interruptOnSigint();
    const progress = createProgress({ stream: process.stderr });
    const resume = { resume: options.resume ?? false, retryErrors: options.retryErrors ?? false, maxConsecutiveEnvErrors: options.maxEnvErrors };
    try {
      const run = await executeRun(prepared.plan, {
        dir: resolvePath(out),
        manifest: prepared.manifest,
        concurrency: options.concurrency,
        signal: interrupt.signal,
        progress,
        ...resume,
      });
      const discarded = run.opened.discarded.map((p) => `chokepoint: warning: resume: discarded ${p.file}: ${p.message}; its scenario ran again`);
      return {
        result: { started: true, run, ...(options.price ? { price: options.price } : {}) },
        exitCode: EXIT.ok,
        messages: [...prepared.warnings, ...discarded],
      };
    } catch (error) {
      if (!(error instanceof RunStopped)) throw error;
      return stoppedOutcome(error, command, out, prepared.warnings);
    } finally {
      interrupt.dispose();
    }
  });
}

/** A run that stopped: what happened, and the exact command that continues it. */
function stoppedOutcome(stopped: RunStopped, invocation: Invocation, out: string, warnings: readonly string[]): VerbOutcome<RunReport> {
  const progress = `${stopped.recorded} of ${stopped.planned} scenario(s) recorded in ${out}`;
  const retry = stopped.reason === 'environment_errors';
  const resume = resumeCommand(invocation.argv, out, { retryErrors: retry });
  const interrupted = stopped.reason === 'interrupted';
  const { reason, message, dir, recorded, planned } = stopped;
  return {
    result: { started: true, stopped: { reason, message, dir, recorded, planned, resume } },
    exitCode: interrupted ? EXIT.interrupted : EXIT.usage,
    messages: [
      ...warnings,
      interrupted ? `chokepoint: interrupted: ${progress}` : `chokepoint: error: ${stopped.message} (${progress})`,
      `chokepoint: to resume${retry ? ' and retry the failed scenarios' : ''}: ${resume}`,
    ],
  };
}
