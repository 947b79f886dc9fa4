import { describe, expect, it } from 'vitest';
import { describeWitness } from '../../src/analyzer/reporters/witness.ts';
import type { Rule, RuleExample } from '../../src/analyzer/rules/rule.ts';
import type { Finding } from '../../src/analyzer/types.ts';
import { analyseSnippets } from './snippets.ts';

/**
 * A table-driven rule tester in the typescript-eslint style, one test file per rule. Each case is
 * a module body that declares `const judge: Judge = ...` (or `const judge = <predicate>`); the
 * tester wraps it in a task definition, analyses every case of the file in ONE program, and
 * asserts the findings of the rule under test by message id (typed per rule), line and column
 * (both relative to the snippet, 1-based). The rule's own docs examples run too: the invalid one
 * must be reported, the valid one must not.
 */
export interface ValidCase<Options> extends RuleExample {
  readonly name?: string;
  /** Rule options for this case, merged over the rule's defaults. */
  readonly options?: Partial<Options>;
}

export interface InvalidCase<MessageId extends string, Options> extends ValidCase<Options> {
  /** `witness`: the finding's witness as the reporters say it (`describeWitness`), when the case asserts it. */
  readonly errors: readonly { readonly messageId: MessageId; readonly line: number; readonly column: number; readonly witness?: string }[];
}

export interface RuleCases<MessageId extends string, Options> {
  readonly valid: readonly ValidCase<Options>[];
  readonly invalid: readonly InvalidCase<MessageId, Options>[];
}

export function ruleTester<MessageId extends string, Options>(rule: Rule<MessageId, Options>, cases: RuleCases<MessageId, Options>): void {
  const examples = { valid: { ...rule.docs.valid, name: 'docs example' }, invalid: { ...rule.docs.invalid, name: 'docs example' } };
  const all: ValidCase<Options>[] = [...cases.valid, ...cases.invalid, examples.valid, examples.invalid];
  const snippets = all.map((c) => ({ ...c, rules: { [rule.id]: { severity: 'error' as const, options: c.options ?? {} } } }));
  const analysis = analyseSnippets(snippets, `rule-${rule.id}`);
  const indexOf = new Map(all.map((c, i) => [c, i]));

  const outcome = (c: ValidCase<Options>): { findings: Finding[]; problems: string[] } => {
    const file = analysis(snippets[indexOf.get(c)!]);
    return {
      findings: file.judges.flatMap((j) => j.findings).filter((f) => f.ruleId === rule.id),
      problems: file.problems.map((p) => `${p.line - 1}:${p.column} ${p.message}`),
    };
  };
  const title = (kind: string, i: number, c: ValidCase<Options>) => `${kind} #${i + 1}${c.name ? `: ${c.name}` : ''}`;

  describe(rule.id, () => {
    cases.valid.forEach((c, i) => {
      it(title('valid', i, c), () => {
        const { findings, problems } = outcome(c);
        expect(problems, 'the snippet must type-check').toEqual([]);
        expect(findings.map(describeFinding)).toEqual([]);
      });
    });
    cases.invalid.forEach((c, i) => {
      it(title('invalid', i, c), () => {
        const { findings, problems } = outcome(c);
        expect(problems, 'the snippet must type-check').toEqual([]);
        const got = findings.map((f, k) => ({
          messageId: f.messageId,
          line: f.line - 1,
          column: f.column,
          ...(c.errors[k]?.witness !== undefined ? { witness: describeWitness(f.witness, f.judge) } : {}),
        }));
        expect(got, JSON.stringify(findings.map(describeFinding))).toEqual(
          c.errors.map((e) => ({ messageId: e.messageId, line: e.line, column: e.column, ...(e.witness !== undefined ? { witness: e.witness } : {}) })),
        );
        for (const f of findings) expectWitness(f);
      });
    });
    it('docs: the valid example passes', () => {
      const { findings, problems } = outcome(examples.valid);
      expect(problems, 'the example must type-check').toEqual([]);
      expect(findings.map(describeFinding)).toEqual([]);
    });
    it('docs: the invalid example is reported', () => {
      const { findings, problems } = outcome(examples.invalid);
      expect(problems, 'the example must type-check').toEqual([]);
      expect(findings.length).toBeGreaterThan(0);
    });
    it('every message id is exercised by an invalid case', () => {
      const used = new Set(cases.invalid.flatMap((c) => c.errors.map((e) => e.messageId)));
      expect(Object.keys(rule.messages).filter((id) => !used.has(id as MessageId))).toEqual([]);
    });
  });
}

/** Every finding carries a witness: a run whose right verdict the judge does not give, or the exact reasoning. */
function expectWitness(f: Finding): void {
  const { witness } = f;
  if (witness.kind === 'code') expect(witness.fact.length).toBeGreaterThan(10);
  else expect(witness.predicted).not.toBe(witness.expected);
}

function describeFinding(f: Finding): string {
  return `${f.line - 1}:${f.column} ${f.messageId}: ${f.message}`;
}
