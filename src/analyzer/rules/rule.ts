import type { ts } from '../typescript.js';
import type { JudgeFacts } from '../flow/facts.ts';
import type { ReferenceCallFacts, ReferenceToolUse } from '../reference.ts';
import type { TypeFacts } from '../flow/types.ts';
import type { TextPattern } from '../../registry/index.ts';
import { linearPattern } from '../registry-parts.ts';
import type { CodeWitness, FindingFix, JudgeKind, RuleId, RunWitness, Severity } from '../types.ts';

/**
 * One lint rule per file, in the typescript-eslint mould: an id (a static DefectId), typed
 * message ids with `{{placeholder}}` templates, docs, default options, and a `check` over what
 * the analysis recorded for one judge (its facts) plus the type checker.
 */
export interface RuleDocs {
  readonly description: string;
  /** Why it matters for measurement validity, and what to do instead. */
  readonly rationale: string;
  /** A judge the rule reports (the rule's tests check that it does). */
  readonly invalid: RuleExample;
  /** The same judge written right (the rule's tests check that it is not reported). */
  readonly valid: RuleExample;
  /**
   * How the rule builds the witness each finding carries: the run it names (the reference run or
   * the initial state, and the one change), the verdicts, and what it gives where no run can be
   * named. The docs page shows it with the witness of the invalid example.
   */
  readonly witness: string;
}

/** A complete example: module code declaring `judge`, attached to a user task (or an injection task). */
export interface RuleExample {
  /** Module code after the imports: constants, helpers, then `const judge: Judge = ...` or `const judge = <predicate>`. */
  readonly code: string;
  /** `injection` attaches the judge as an injection task's `attack`; default a user task's `utility`. */
  readonly kind?: 'user' | 'injection';
  /** The task's reference solution, as code (default `[]`). */
  readonly reference?: string;
  /** The task's `passAt` (a scoring judge passes at it), as code; absent: not declared. */
  readonly passAt?: string;
  /** A user task's reference answer (default empty). */
  readonly answer?: string;
  /** A user task's prompt (default `'p'`). */
  readonly prompt?: string;
  /** An injection task's goal (default `'g'`). */
  readonly goal?: string;
}

/** What the rules know of the task a judge belongs to. */
export interface TaskFacts {
  readonly id?: string;
  readonly suite?: string;
  /** The reference solution, when it is a literal list of calls. */
  readonly reference?: readonly ReferenceCallFacts[];
  /**
   * The final answer of the reference run: a user task's `referenceAnswer` when it is a literal
   * (with where it is written), an injection task's empty answer (its reference run gives none).
   */
  readonly answer?: { readonly text: string; readonly node?: ts.Node };
  /** Per tool, the calls its reference makes (spreads of literal lists expanded), when the analyzer can read them. */
  readonly toolUses?: ReadonlyMap<string, ReferenceToolUse>;
  /** A user task's prompt, when it is a constant: the user's message, in `messages` on every run. */
  readonly prompt?: string;
  /** An injection task's goal, when it is a constant: the payload template embeds it, so it is in the injected text wherever the injection is delivered. */
  readonly goal?: string;
  /** The score a scoring judge passes at: the task's `passAt` (default 1), or null when it is declared but not a constant. */
  readonly passAt: number | null;
}

/**
 * The witness a rule gives with a finding: a run witness names where its changed value is written
 * as a node (the analysis turns it into a source range), or exact reasoning about the code.
 */
export type WitnessSpec = (Omit<RunWitness, 'at'> & { readonly at?: ts.Node }) | CodeWitness;

export interface RuleContext<MessageId extends string, Options> {
  readonly facts: JudgeFacts;
  readonly judge: JudgeKind;
  readonly task: TaskFacts;
  readonly types: TypeFacts;
  readonly options: Options;
  /**
   * `this: void`: rules destructure it from the context. Every finding carries its witness: the run
   * that shows it (`src/analyzer/rules/witness.ts` builds them), or the exact reasoning it rests on.
   * `fix`: the rewrite that removes the defect, when it is mechanical, its edits in the node's file (`fixes.ts`).
   */
  report(this: void, node: ts.Node, messageId: MessageId, data: Readonly<Record<string, string | number>>, witness: WitnessSpec, fix?: FindingFix): void;
}

export interface Rule<MessageId extends string = string, Options = unknown> {
  readonly id: RuleId;
  readonly severity: Severity;
  readonly messages: Readonly<Record<MessageId, string>>;
  readonly docs: RuleDocs;
  readonly defaultOptions: Options;
  /** Options that are regular expressions (source text, or lists of them): a config's must run in linear time. */
  readonly patternOptions?: readonly string[];
  check(context: RuleContext<MessageId, Options>): void;
}

/**
 * A pattern option compiled: the rule's own default on JavaScript's engine, a pattern from a
 * configuration on the linear-time engine (`linear-pattern.ts`), since a pull request controls it.
 */
export function optionPattern(source: string, shipped: string | undefined, flags: '' | 'i' = ''): TextPattern {
  if (source !== shipped) return linearPattern(source, flags);
  // Compiled once per run, not once per judge (neither flag keeps state between tests).
  const key = `${flags}/${source}`;
  let pattern = shippedPatterns.get(key);
  if (!pattern) {
    pattern = new RegExp(source, flags);
    shippedPatterns.set(key, pattern);
  }
  return pattern;
}

const shippedPatterns = new Map<string, RegExp>();

export function defineRule<MessageId extends string, Options>(rule: Rule<MessageId, Options>): Rule<MessageId, Options> {
  return Object.freeze(rule);
}

export function formatMessage(template: string, data: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => (key in data ? String(data[key]) : `{{${key}}}`));
}

export function lineOf(node: ts.Node): number {
  return node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1;
}
