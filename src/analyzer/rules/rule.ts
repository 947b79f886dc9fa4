import type { ts } from '../typescript.js';
import type { JudgeFacts } from '../flow/facts.ts';
import type { ReferenceCallFacts, ReferenceToolUse } from '../reference.ts';
import type { TypeFacts } from '../flow/types.ts';
import type { JudgeKind, RuleId, Severity } from '../types.ts';

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
}

/** What the rules know of the task a judge belongs to. */
export interface TaskFacts {
  readonly id?: string;
  readonly suite?: string;
  /** The reference solution, when it is a literal list of calls. */
  readonly reference?: readonly ReferenceCallFacts[];
  /** Per tool, the calls its reference makes (spreads of literal lists expanded), when the analyzer can read them. */
  readonly toolUses?: ReadonlyMap<string, ReferenceToolUse>;
  /** The score a scoring judge passes at: the task's `passAt` (default 1), or null when it is declared but not a constant. */
  readonly passAt: number | null;
}

export interface RuleContext<MessageId extends string, Options> {
  readonly facts: JudgeFacts;
  readonly judge: JudgeKind;
  readonly task: TaskFacts;
  readonly types: TypeFacts;
  readonly options: Options;
  /** `this: void`: rules destructure it from the context. */
  report(this: void, node: ts.Node, messageId: MessageId, data?: Readonly<Record<string, string | number>>): void;
}

export interface Rule<MessageId extends string = string, Options = unknown> {
  readonly id: RuleId;
  readonly severity: Severity;
  readonly messages: Readonly<Record<MessageId, string>>;
  readonly docs: RuleDocs;
  readonly defaultOptions: Options;
  check(context: RuleContext<MessageId, Options>): void;
}

export function defineRule<MessageId extends string, Options>(rule: Rule<MessageId, Options>): Rule<MessageId, Options> {
  return Object.freeze(rule);
}

export function formatMessage(template: string, data: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => (key in data ? String(data[key]) : `{{${key}}}`));
}

export function lineOf(node: ts.Node): number {
  return node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1;
}
