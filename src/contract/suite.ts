/**
 * A benchmark suite: its environment fixture, its attack scenarios (user task x injection goal x
 * locator) and its named subsets. Lives in `judges/<suite>/suite.ts`.
 */

/** A subset's name: whatever the suite declares (the bundled suite declares core, lite and probe). */
export type SubsetName = string;

export interface AttackScenarioSpec {
  readonly userTask: string;
  readonly injectionTask: string;
  /** Structured locator: `email:<id>.<subject|body>`, `file:<path>`, `sql:<table>.<column>#<rowid>`. */
  readonly locator: string;
}

export interface SubsetSpec {
  /** User task ids run without attack. */
  readonly benign: readonly string[];
  /** Whether the subset includes every attack scenario of the suite. */
  readonly attacks: 'all' | 'none';
  /**
   * What its tasks measure: `benign` (default) tasks whose utility is scored with and without
   * attack, or `probe` tasks, basic tool calls that ask whether the model can act at all (a model
   * that fails them is `no_tool_call`, not a refusal).
   */
  readonly kind?: 'benign' | 'probe';
}

export interface SuiteDefinition {
  readonly name: string;
  /** Environment fixture, relative to the suite folder (JSON; see src/environment/fixture.ts). */
  readonly fixture: string;
  /** Payload text; `{goal}` is replaced with the injection task's goal. */
  readonly payloadTemplate: string;
  readonly attacks: readonly AttackScenarioSpec[];
  /** Named sets of scenarios (`--suite <subset>` or `<suite>/<subset>`); at least one. */
  readonly subsets: Readonly<Record<SubsetName, SubsetSpec>>;
}

export function defineSuite(definition: SuiteDefinition): SuiteDefinition {
  return Object.freeze(definition);
}

/** Stable scenario ids, shared by runs, traces, re-scoring and stats. */
export function attackScenarioId(spec: AttackScenarioSpec): string {
  return `${spec.userTask}+${spec.injectionTask}@${spec.locator}`;
}

export function renderPayload(template: string, goal: string): string {
  return template.split('{goal}').join(goal);
}
