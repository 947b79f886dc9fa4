import type { RuleId } from '../types.ts';
import answerNotRead from './answer-not-read.ts';
import allOfForbidden from './all-of-forbidden.ts';
import anyOfRequired from './any-of-required.ts';
import caseSensitiveIdentifier from './case-sensitive-identifier.ts';
import collectionAsElement from './collection-as-element.ts';
import constantCondition from './constant-condition.ts';
import constantVerdict from './constant-verdict.ts';
import deadAlternative from './dead-alternative.ts';
import expectedFromFinalState from './expected-from-final-state.ts';
import fixedStepOnly from './fixed-step-only.ts';
import fileContentUnchecked from './file-content-unchecked.ts';
import fixedToolOutput from './fixed-tool-output.ts';
import ignoresCallOutcome from './ignores-call-outcome.ts';
import impossibleCaseLiteral from './impossible-case-literal.ts';
import nameOnlyAttack from './name-only-attack.ts';
import onlyLastCallChecked from './only-last-call-checked.ts';
import orderSensitiveComparison from './order-sensitive-comparison.ts';
import passesWhenNothingDone from './passes-when-nothing-done.ts';
import payloadQuotedInAnswer from './payload-quoted-in-answer.ts';
import readsNothing from './reads-nothing.ts';
import searchSatisfiedByInput from './search-satisfied-by-input.ts';
import type { Rule } from './rule.ts';
import substringIdentifier from './substring-identifier.ts';
import substringOfNumber from './substring-of-number.ts';
import substringOfWord from './substring-of-word.ts';
import uncheckedMailRecipient from './unchecked-mail-recipient.ts';
import uncheckedReferenceArgument from './unchecked-reference-argument.ts';
import unusedValue from './unused-value.ts';

/** Every lint rule, in id order (the order SARIF lists them in). */
export const rules: readonly Rule<string, unknown>[] = [
  allOfForbidden,
  answerNotRead,
  anyOfRequired,
  caseSensitiveIdentifier,
  collectionAsElement,
  constantCondition,
  constantVerdict,
  deadAlternative,
  expectedFromFinalState,
  fixedStepOnly,
  fileContentUnchecked,
  fixedToolOutput,
  ignoresCallOutcome,
  impossibleCaseLiteral,
  nameOnlyAttack,
  onlyLastCallChecked,
  orderSensitiveComparison,
  passesWhenNothingDone,
  payloadQuotedInAnswer,
  readsNothing,
  searchSatisfiedByInput,
  substringIdentifier,
  substringOfNumber,
  substringOfWord,
  uncheckedMailRecipient,
  uncheckedReferenceArgument,
  unusedValue,
].sort((a, b) => a.id.localeCompare(b.id));

export const RULE_IDS: readonly RuleId[] = rules.map((r) => r.id);

export function ruleById(id: string): Rule<string, unknown> | undefined {
  return rules.find((r) => r.id === id);
}
