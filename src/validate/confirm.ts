import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import semver from 'semver';
import { applyChange, isExternalCall, referencePlan, type RunPlan, type VerdictRecord } from '../contract/index.ts';
import type { EnvironmentFixture } from '../environment/index.ts';
import { findingPlace, withConfirmations } from '../analyzer/index.ts';
import type { LintJudge, Confirmation, Verdict, Witness, LintFinding, LintResult } from '../analyzer/index.ts';
import type { Benchmark, TaskSpec } from '../registry/index.ts';
import { judgeTarget, type JudgeTarget, type Sandbox } from '../sandbox/index.ts';
import { judge, runPlan, type LabRun } from './lab.ts';

/**
 * Running the witnesses of static findings (`lint --confirm`, `validate`): each finding names a run
 * of its task (the reference run or the initial state, with at most one change) and the verdict the
 * judge gives there as the analyzer predicts. The judge runs on it in the sandbox, as every judge
 * runs, and the finding is `confirmed` (the judge gives the predicted verdict), `refuted` (it gives
 * the right one: the analyzer was wrong) or `unconfirmable` (why, in `reason`).
 *
 * Before a changed run counts, the judge must tell the base runs apart as a right judge does: pass the
 * reference run and fail the initial state. Otherwise its verdict on the witness cannot be put down
 * to the change (a judge that passes with nothing done passes a witness whatever it changed).
 */

/** Where one judge's witnesses run: its base runs, fresh environments, and the judge. */
export interface WitnessLab {
  readonly kind: 'benchmark' | 'empty-environment';
  /** Why no run can be made in it at all. */
  readonly unavailable?: string;
  /** The reference calls and answer, or why there are none to run. */
  readonly reference: RunPlan | { readonly missing: string };
  run(plan: RunPlan): Promise<LabRun>;
  judge(run: LabRun): Promise<VerdictRecord>;
}

const NOTHING_DONE: RunPlan = { calls: [], output: '' };

/** The judge's verdicts on the base runs of one lab, shared by the witnesses run there. */
export type WitnessBases = Map<string, Promise<Outcome>>;

/** The confirmation of one witness in a lab. Base runs are shared through `bases` (one per lab). */
export async function confirmWitness(witness: Witness, lab: WitnessLab, bases: WitnessBases = new Map()): Promise<Confirmation> {
  if (witness.kind === 'code') {
    return { status: 'unconfirmable', reason: 'exact reasoning about the code, no run: the finding names a fact of the code, not a run of the task' };
  }
  if (lab.unavailable !== undefined) return { status: 'unconfirmable', reason: lab.unavailable };
  const unconfirmable = (reason: string): Confirmation => ({ status: 'unconfirmable', reason, lab: lab.kind });
  const basePlan = witness.base === 'initial-state' ? NOTHING_DONE : lab.reference;
  if ('missing' in basePlan) return unconfirmable(basePlan.missing);
  let plan = basePlan;
  if (witness.change) {
    const changed = applyChange(basePlan, witness.change);
    if ('mismatch' in changed) return unconfirmable(`the witness does not fit the task's reference: ${changed.mismatch}`);
    plan = changed.plan;
    const controls: [string, RunPlan | undefined, Verdict][] = [
      [witness.base, basePlan, witness.base === 'reference' ? 'pass' : 'fail'],
      ['initial-state', witness.base === 'reference' ? NOTHING_DONE : undefined, 'fail'],
    ];
    for (const [name, control, right] of controls) {
      if (!control) continue;
      let base = bases.get(name);
      if (!base) {
        base = outcomeOf(lab, control);
        bases.set(name, base);
      }
      const outcome = await base;
      const which = name === 'reference' ? 'its reference run' : 'the initial state (nothing done)';
      if ('error' in outcome) return unconfirmable(`the judge failed on ${which}: ${outcome.error}`);
      if (outcome.verdict !== right) {
        return unconfirmable(
          `the judge ${right === 'pass' ? 'fails' : 'passes'} ${which} itself, so its verdict on the witness cannot be put down to the change`,
        );
      }
    }
  }
  const outcome = await outcomeOf(lab, plan);
  if ('error' in outcome) return unconfirmable(`the judge failed on the witness: ${outcome.error}`);
  const said = `the judge gives ${outcome.verdict} where a right judge gives ${witness.expected}`;
  if (outcome.verdict === witness.predicted) return { status: 'confirmed', reason: said, lab: lab.kind, verdict: outcome.verdict };
  return {
    status: 'refuted',
    reason: `the judge gives ${outcome.verdict}, as a right judge does: the analyzer predicted ${witness.predicted}`,
    lab: lab.kind,
    verdict: outcome.verdict,
  };
}

type Outcome = { readonly verdict: Verdict } | { readonly error: string };

async function outcomeOf(lab: WitnessLab, plan: RunPlan): Promise<Outcome> {
  const verdict = await lab.judge(await lab.run(plan));
  if (verdict.error !== undefined) return { error: verdict.error };
  return { verdict: verdict.passed ? 'pass' : 'fail' };
}

/** A lab in the task's own benchmark: its suite's fixture, its real reference, its module's judge. */
export function benchmarkLab(sandbox: Sandbox, task: TaskSpec, fixture: EnvironmentFixture): WitnessLab {
  const target = judgeTarget(task);
  return {
    kind: 'benchmark',
    reference: referencePlan(task.reference, task.kind === 'user' ? task.referenceAnswer : ''),
    run: (plan) => runPlan(sandbox, { fixture, prompt: task.kind === 'user' ? task.prompt : '' }, plan),
    judge: (run) => judgeIn(sandbox, target, run),
  };
}

/**
 * The environment a module outside any runnable benchmark is run in: no mail, no file, no table.
 * Its reference's own calls make all the state the judge sees.
 */
const EMPTY_FIXTURE: EnvironmentFixture = {
  owner: { name: 'Witness Owner', email: 'owner@witness.test' },
  now: '2026-01-01T09:00:00Z',
  emails: [],
  files: {},
  tables: {},
};

/**
 * A lab for a task module that belongs to no runnable benchmark (a corpus module): its reference run
 * on an empty environment, as the analyzer read it or, where the module computes it (an argument
 * joined from a list, built by a helper), as the module's own code gives it in the sandbox; calls of
 * other benchmarks' tools (`externalCall`) are taken as executed. Where those calls would change the
 * state a judge reads, there is no reference run to make.
 */
async function moduleLab(sandbox: Sandbox, judge: LintJudge): Promise<WitnessLab> {
  const target: JudgeTarget = { file: judge.file, judge: judge.judge, task: judge.task, version: judge.version ?? '0.0.0' };
  const run = judge.referenceRun ?? (await moduleReference(sandbox, judge.file));
  const reference: WitnessLab['reference'] =
    'missing' in run
      ? run
      : judge.readsState && run.calls.some((c) => isExternalCall(c.call))
        ? {
            missing:
              "no reference run: the reference calls tools outside chokepoint's environment (externalCall), and the judge reads the state those calls would change",
          }
        : run;
  return {
    kind: 'empty-environment',
    reference,
    run: (plan) =>
      runPlan(sandbox, { fixture: EMPTY_FIXTURE, ...(judge.prompt !== undefined ? { prompt: judge.prompt } : {}) }, plan, { externalAsExecuted: true }),
    judge: (labRun) => judgeIn(sandbox, target, labRun),
  };
}

/** The reference run the module's own code defines, loaded in the sandbox, or why there is none. */
async function moduleReference(sandbox: Sandbox, file: string): Promise<RunPlan | { readonly missing: string }> {
  const loaded = await sandbox.reference(file);
  if ('error' in loaded) return { missing: `no reference run: the module's reference could not be read in the sandbox: ${loaded.error}` };
  return referencePlan(loaded.calls, loaded.answer);
}

function judgeIn(sandbox: Sandbox, target: JudgeTarget, run: LabRun): Promise<VerdictRecord> {
  return judge(sandbox, target, run);
}

export interface ConfirmOptions {
  readonly sandbox: Sandbox;
  /** Where the version manifests of a judges folder are (the project's, or `versions/` beside it). */
  readonly versionsDirOf: (judgesDir: string) => string;
}

/**
 * `lint --confirm`: every finding's witness run. A task module in the benchmark layout
 * (`<judges>/<suite>/<task>/<semver>.ts`, its suite with a `suite.ts`, a versions folder) runs in
 * that benchmark, loaded through the sandbox; any other module in an empty environment.
 */
export async function confirmLint(result: LintResult, options: ConfirmOptions): Promise<LintResult> {
  const labs = new Labs(options);
  const byPlace = judgeFindingsByPlace(result);
  const confirmed: LintFinding[] = [];
  for (const finding of result.findings) {
    const instances = instancesOf(finding, byPlace);
    const outcomes: LintFinding[] = [];
    for (const instance of instances) {
      const judge = result.judges.find((j) => j.file === instance.judgeFile && j.judge === instance.judge);
      const lab =
        instance.witness.kind === 'run' && judge
          ? await labs.of(judge)
          : { lab: unavailableLab('the judge the finding was computed for is not in the lint'), bases: new Map() as WitnessBases };
      outcomes.push({ ...finding, ...witnessOf(instance), confirmation: await confirmWitness(instance.witness, lab.lab, lab.bases) });
    }
    confirmed.push(...shownOutcomes(outcomes));
  }
  return withConfirmations(result, confirmed);
}

/**
 * Lint reports a helper several judges share once; each judge has its own witness (its own
 * reference run), and each runs. A finding is refuted for every judge whose witness refutes it;
 * it stands, once, for the others: shown with a confirmed witness where one confirms it.
 */
function shownOutcomes(outcomes: readonly LintFinding[]): LintFinding[] {
  const refuted = outcomes.filter((f) => f.confirmation?.status === 'refuted');
  const standing = outcomes.find((f) => f.confirmation?.status === 'confirmed') ?? outcomes.find((f) => f.confirmation?.status !== 'refuted');
  return standing ? [standing, ...refuted] : refuted;
}

/** What a judge's own instance of a finding names: its judge and its witness. */
function witnessOf(instance: LintFinding): Pick<LintFinding, 'judgeFile' | 'judge' | 'task' | 'witness'> {
  return { judgeFile: instance.judgeFile, judge: instance.judge, task: instance.task, witness: instance.witness };
}

/** Every judge's own findings, by the place lint reports them at. */
function judgeFindingsByPlace(result: LintResult): Map<string, LintFinding[]> {
  const byPlace = new Map<string, LintFinding[]>();
  for (const judge of result.judges) {
    for (const finding of judge.findings) {
      const place = findingPlace(finding);
      byPlace.set(place, [...(byPlace.get(place) ?? []), { ...finding, judgeFile: judge.file }]);
    }
  }
  return byPlace;
}

/** A finding and the other judges' own findings at its place (the shown one first). */
function instancesOf(finding: LintFinding, byPlace: ReadonlyMap<string, readonly LintFinding[]>): LintFinding[] {
  const others = (byPlace.get(findingPlace(finding)) ?? []).filter((f) => f.judgeFile !== finding.judgeFile || f.judge !== finding.judge);
  return [finding, ...others];
}

/** A lab where nothing can run, and why. */
function unavailableLab(reason: string): WitnessLab {
  const refuse = () => Promise.reject(new Error(reason));
  return { kind: 'benchmark', unavailable: reason, reference: { missing: reason }, run: refuse, judge: refuse };
}

/** The lab of each judge, and its base runs, made once; each benchmark loaded once. */
class Labs {
  private readonly benchmarks = new Map<string, Promise<Benchmark<TaskSpec> | { readonly error: string }>>();
  private readonly labs = new Map<string, Promise<{ lab: WitnessLab; bases: Map<string, Promise<Outcome>> }>>();

  constructor(private readonly options: ConfirmOptions) {}

  of(judge: LintJudge): Promise<{ lab: WitnessLab; bases: Map<string, Promise<Outcome>> }> {
    const key = `${judge.judge}\u0000${judge.file}`;
    let lab = this.labs.get(key);
    if (!lab) {
      lab = this.make(judge);
      this.labs.set(key, lab);
    }
    return lab;
  }

  private async make(judge: LintJudge): Promise<{ lab: WitnessLab; bases: Map<string, Promise<Outcome>> }> {
    const judgesDir = benchmarkJudgesDir(judge.file, this.options.versionsDirOf);
    if (judgesDir === undefined) return { lab: await moduleLab(this.options.sandbox, judge), bases: new Map() };
    const benchmark = await this.benchmark(judgesDir);
    if ('error' in benchmark) return { lab: unavailableLab(`its benchmark does not load: ${benchmark.error}`), bases: new Map() };
    const task = benchmark.definitions.find((d) => d.file === judge.file)?.definition;
    const fixture = task && benchmark.suites.find((s) => s.definition.name === task.suite)?.fixture;
    const lab =
      task && fixture ? benchmarkLab(this.options.sandbox, task, fixture) : unavailableLab('its benchmark loads, but without this task module or its suite');
    return { lab, bases: new Map() };
  }

  /** The benchmark under a judges folder, loaded through the sandbox (its modules run only there), or why it does not load. */
  private benchmark(judgesDir: string): Promise<Benchmark<TaskSpec> | { readonly error: string }> {
    let loaded = this.benchmarks.get(judgesDir);
    if (!loaded) {
      loaded = this.options.sandbox
        .loadBenchmark({ judgesDir, versionsDir: this.options.versionsDirOf(judgesDir) })
        .catch((error: unknown) => ({ error: (error instanceof Error ? error.message : String(error)).split('\n')[0] }));
      this.benchmarks.set(judgesDir, loaded);
    }
    return loaded;
  }
}

/** The judges folder of a task module in the benchmark layout whose suite and versions exist, else undefined. */
function benchmarkJudgesDir(file: string, versionsDirOf: (judgesDir: string) => string): string | undefined {
  const taskDir = dirname(file);
  const suiteDir = dirname(taskDir);
  const judgesDir = dirname(suiteDir);
  if (semver.valid(basename(file).replace(/\.ts$/, '')) === null) return undefined;
  return existsSync(join(suiteDir, 'suite.ts')) && existsSync(versionsDirOf(judgesDir)) ? judgesDir : undefined;
}
