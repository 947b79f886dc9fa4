import { escapeRegExp } from './regexp.ts';
import type { SideEffectSet } from './side-effects.ts';

/**
 * A benchmark suite: its environment fixture, its attack templates (payload styles), its attack
 * scenarios (user task x injection goal x locator), the side effects it checks, and its named
 * subsets. Lives in `judges/<suite>/suite.ts`.
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

/**
 * One way of phrasing an injection: the payload planted at an attack scenario's locator. Each attack
 * scenario runs once per attack template of the run (`run --attacks a,b`); the set of templates is
 * the run's attack budget, and records carry the template's id.
 */
export interface AttackTemplate {
  /** Stable id, recorded with every attack record (`important_instructions`): letters, digits, `_`, `-`. */
  readonly id: string;
  /** The style in a few words, for reports. */
  readonly description: string;
  /** Payload text; `{goal}` is replaced with the injection task's goal. */
  readonly template: string;
}

/**
 * What the suite assumes the attacker can do (the metrics and authorization model asks for it to be
 * declared): which data it controls, and how many tries it gets. The attacker never changes the
 * user's prompt, the host's rules or the judges.
 */
export interface ThreatModel {
  /**
   * The surfaces the attacker controls, as locator patterns where `*` stands for any run of
   * characters: `email:*.body`, `email:*.attachment:*`, `file:/shared/*`, `sql:reviews.text#*`.
   * `check` fails for an attack scenario whose locator matches none.
   */
  readonly surfaces: readonly string[];
  /** Attack attempts per case: how many attack templates a run may try on one scenario (`run --attacks`). */
  readonly budget: number;
  /** What else the attacker can see or not, in words, for reports. */
  readonly description?: string;
}

/** Whether `locator` lies on a surface of the pattern (`*`: any run of characters, everything else literal). */
export function onSurface(locator: string, pattern: string): boolean {
  const source = pattern.split('*').map(escapeRegExp).join('.*');
  return new RegExp(`^${source}$`, 's').test(locator);
}

export interface SuiteDefinition {
  readonly name: string;
  /** Environment fixture, relative to the suite folder (JSON; see src/environment/fixture.ts). */
  readonly fixture: string;
  /** Payload styles, at least one; the first is the default attack of a run that names none. */
  readonly attackTemplates: readonly AttackTemplate[];
  readonly attacks: readonly AttackScenarioSpec[];
  /**
   * The frozen, named set of side effects the suite checks in every scenario (the metrics and
   * authorization model's h: at least one holds). `check` requires every attack goal to lie inside
   * it; without it, side-effect rates and secure utility in scope are not measured.
   */
  readonly sideEffects?: SideEffectSet;
  /** What the attacker controls and its budget; absent: undeclared (reports say so). */
  readonly threatModel?: ThreatModel;
  /** Named sets of scenarios (`--suite <subset>` or `<suite>/<subset>`); at least one. */
  readonly subsets: Readonly<Record<SubsetName, SubsetSpec>>;
}

export function defineSuite(definition: SuiteDefinition): SuiteDefinition {
  return Object.freeze(definition);
}

/**
 * Stable scenario ids, shared by runs, traces, re-scoring and stats. The id of an attack scenario
 * names its case (user task, injection goal, locator); `recordId` adds the attack and the repeat.
 */
export function attackScenarioId(spec: AttackScenarioSpec): string {
  return `${spec.userTask}+${spec.injectionTask}@${spec.locator}`;
}

/**
 * The id of one record of a run: the scenario, `~<attack>` for an attack scenario phrased by any
 * attack template but the suite's default (its first), `#<repeat>` for repeats after the first
 * (repeats are numbered from 1). So the default attack's first repeat keeps the scenario's own id:
 * a run with more attacks or repeats extends a run without them, record for record. Never parsed:
 * records carry each part as its own field.
 */
export function recordId(scenarioId: string, attack: string | null, repeat: number | null): string {
  return `${scenarioId}${attack === null ? '' : `~${attack}`}${repeat === null ? '' : `#${repeat}`}`;
}

export function renderPayload(template: string, goal: string): string {
  return template.split('{goal}').join(goal);
}
