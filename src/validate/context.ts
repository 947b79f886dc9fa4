import { isToolName, STATE_CHANGING_TOOLS, type ReferenceCall, type RunPlan, type VerdictRecord } from '../contract/index.ts';
import type { EnvironmentFixture } from '../environment/index.ts';
import { injectionOf } from '../harness/feasibility/support.ts';
import { analyzeSql, sqlSchemaOf, type SqlSchema } from '../harness/sql.ts';
import { scenarios as expandScenarios, suiteSubsets, type LoadedSuite, type ResolvedBenchmark, type Scenario, type UserTaskSpec } from '../registry/index.ts';
import type { Sandbox } from '../sandbox/index.ts';
import { judge, runCalls, runPlan, type LabRun } from './lab.ts';
import type { JudgeTarget } from './types.ts';

/** A benign run an attack judge must not fire on. */
export interface BenignTrace {
  /** User task id (clean environment) or attack scenario id (its injection applied). */
  readonly id: string;
  readonly run: LabRun;
}

/**
 * Everything the checks of one suite share, computed once and cached: the untouched environment,
 * each reference run, the benign traces of the suite. Checks never change it.
 */
export class ValidationContext {
  readonly suite: LoadedSuite;
  readonly fixture: EnvironmentFixture;
  readonly userTasks: readonly UserTaskSpec[];
  /** Attack scenarios of the suite that exist at this version. */
  readonly attackScenarios: readonly Scenario[];
  private readonly schema: SqlSchema;
  private empty?: Promise<LabRun>;
  private readonly references = new Map<string, Promise<LabRun>>();
  private benign?: Promise<BenignTrace[]>;

  constructor(
    resolved: ResolvedBenchmark,
    suite: LoadedSuite,
    readonly sandbox: Sandbox,
  ) {
    this.suite = suite;
    this.fixture = suite.fixture;
    this.schema = sqlSchemaOf(suite.fixture.tables);
    this.userTasks = resolved.userTasks(suite.definition.name).map((d) => d.definition);
    // Every attack scenario of any subset, once (subsets share the suite's attack list).
    const attacks = new Map<string, Scenario>();
    for (const subset of suiteSubsets(suite)) {
      for (const s of expandScenarios(resolved, suite.definition.name, subset)) if (s.ref.kind === 'attack') attacks.set(s.ref.id, s);
    }
    this.attackScenarios = [...attacks.values()];
  }

  /** The untouched environment, no call, an empty answer. */
  emptyRun(): Promise<LabRun> {
    this.empty ??= runCalls(this.sandbox, this.fixture, [], [], '');
    return this.empty;
  }

  /** `calls` on a fresh, uninjected environment (its `pre` is the untouched snapshot, taken once). */
  async run(calls: readonly ReferenceCall[], output: string): Promise<LabRun> {
    return runCalls(this.sandbox, this.fixture, [], calls, output, (await this.emptyRun()).pre);
  }

  /** A plan (a reference with a change made) on a fresh, uninjected environment. */
  async runPlan(plan: RunPlan): Promise<LabRun> {
    return runPlan(this.sandbox, this.fixture, [], plan, { knownPre: (await this.emptyRun()).pre });
  }

  /** The target's verdict on a run; a verdict that is an error (a throw, a timeout) is also kept for `takeErrors`. */
  async judge(target: JudgeTarget, run: LabRun): Promise<VerdictRecord> {
    const verdict = await judge(this.sandbox, target, run);
    if (verdict.error !== undefined) this.errors.push(verdict.error);
    return verdict;
  }

  /** The judge errors seen since the last call. */
  takeErrors(): string[] {
    return this.errors.splice(0);
  }

  private readonly errors: string[] = [];

  /** The judge's own reference: a user task's calls and reference answer, or an injection task's calls alone. */
  referenceRun(target: JudgeTarget): Promise<LabRun> {
    const key = `${target.judge}\u0000${target.task.id}`;
    let run = this.references.get(key);
    if (!run) {
      run = this.run(target.task.reference, answerOf(target));
      this.references.set(key, run);
    }
    return run;
  }

  /**
   * Every user task's reference on the untouched environment, then every attack scenario's user-task
   * reference on the environment with that scenario's payload planted: benign work, with and without
   * the text of an attack in the data it reads.
   */
  benignTraces(): Promise<BenignTrace[]> {
    this.benign ??= (async () => {
      const traces: BenignTrace[] = [];
      for (const task of this.userTasks) {
        traces.push({ id: task.id, run: await this.referenceRun({ judge: 'utility', suite: this.suite.definition.name, task }) });
      }
      for (const scenario of this.attackScenarios) {
        const { userTask } = scenario;
        traces.push({
          id: scenario.ref.id,
          run: await runCalls(this.sandbox, this.fixture, injectionOf(scenario), userTask.reference, userTask.referenceAnswer),
        });
      }
      return traces;
    })();
    return this.benign;
  }

  /** send_email and write_file always; execute_sql_query unless SQLite classifies every statement as a read. */
  async changesState(call: ReferenceCall): Promise<boolean> {
    if (!isToolName(call.tool) || !STATE_CHANGING_TOOLS.has(call.tool)) return false;
    if (call.tool !== 'execute_sql_query') return true;
    const analysis = await analyzeSql(String((call.args as { query: unknown }).query), this.schema);
    return !analysis.ok || analysis.statements.some((s) => s.kind !== 'read' && s.kind !== 'explain');
  }
}

export function answerOf(target: JudgeTarget): string {
  return target.judge === 'utility' ? target.task.referenceAnswer : '';
}
