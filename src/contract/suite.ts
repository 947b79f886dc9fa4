/**
 * A benchmark suite: its environment fixture, its attack scenarios (user task x injection goal x
 * locator) and its named subsets. Lives in `judges/<suite>/suite.ts`.
 */

export type SubsetName = 'core' | 'lite' | 'probe';

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
}

export interface SuiteDefinition {
  readonly name: string;
  /** Environment fixture, relative to the suite folder (JSON; see src/environment/fixture.ts). */
  readonly fixture: string;
  /** Payload text; `{goal}` is replaced with the injection task's goal. */
  readonly payloadTemplate: string;
  readonly attacks: readonly AttackScenarioSpec[];
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
