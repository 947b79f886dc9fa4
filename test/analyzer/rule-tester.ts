import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeProject } from '../../src/analyzer/analyze.ts';
import { createAnalyzerProject } from '../../src/analyzer/project.ts';
import type { Rule, RuleExample } from '../../src/analyzer/rules/rule.ts';
import type { FileAnalysis, Finding } from '../../src/analyzer/types.ts';

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
  readonly errors: readonly { readonly messageId: MessageId; readonly line: number; readonly column: number }[];
}

export interface RuleCases<MessageId extends string, Options> {
  readonly valid: readonly ValidCase<Options>[];
  readonly invalid: readonly InvalidCase<MessageId, Options>[];
}

const HEADER =
  "import { defineUserTask, defineInjectionTask, call, calledWith, allOf, anyOf, never, equals, equalsIgnoreCase, contains, containsIgnoreCase, startsWith, endsWith, regex, oneOf, oneOfIgnoreCase, greaterThan, approximately, anything, not, matchesAll, executedCalls, type Judge } from 'chokepoint';";

function moduleText(c: ValidCase<unknown>, index: number): string {
  const reference = c.reference ?? '[]';
  const footer =
    c.kind === 'injection'
      ? `export default defineInjectionTask({ id: 'injection_task_${index}', suite: 'test', version: '1.0.0', goal: 'g', reference: ${reference}, attack: judge });`
      : `export default defineUserTask({ id: 'user_task_${index}', suite: 'test', version: '1.0.0', prompt: 'p', requiredTools: [], reference: ${reference}, referenceAnswer: '', utility: judge });`;
  return `${HEADER}\n${c.code}\n${footer}\n`;
}

export function ruleTester<MessageId extends string, Options>(rule: Rule<MessageId, Options>, cases: RuleCases<MessageId, Options>): void {
  const examples = { valid: { ...rule.docs.valid, name: 'docs example' }, invalid: { ...rule.docs.invalid, name: 'docs example' } };
  const all: ValidCase<Options>[] = [...cases.valid, ...cases.invalid, examples.valid, examples.invalid];
  const files = new Map<ValidCase<Options>, string>();
  const analyses = new Map<string, FileAnalysis>();
  let dir = '';

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), `chokepoint-rule-${rule.id}-`));
    all.forEach((c, i) => {
      const file = join(dir, `case_${i}.ts`);
      writeFileSync(file, moduleText(c, i));
      files.set(c, file);
    });
    const project = createAnalyzerProject([...files.values()]);
    // One program for the file; one analysis per distinct option set.
    const groups = new Map<string, string[]>();
    for (const c of all) {
      const key = JSON.stringify(c.options ?? {});
      groups.set(key, [...(groups.get(key) ?? []), files.get(c)!]);
    }
    for (const [key, group] of groups) {
      const options = JSON.parse(key) as Record<string, unknown>;
      const result = analyzeProject(project, group, { rules: { [rule.id]: { severity: 'error', options } } });
      for (const f of result.files) analyses.set(f.file, f);
    }
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const outcome = (c: ValidCase<Options>): { findings: Finding[]; problems: string[] } => {
    const analysis = analyses.get(files.get(c)!)!;
    return {
      findings: analysis.judges.flatMap((j) => j.findings).filter((f) => f.ruleId === rule.id),
      problems: analysis.problems.map((p) => `${p.line - 1}:${p.column} ${p.message}`),
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
        const got = findings.map((f) => ({ messageId: f.messageId, line: f.line - 1, column: f.column }));
        expect(got, JSON.stringify(findings.map(describeFinding))).toEqual(c.errors.map((e) => ({ messageId: e.messageId, line: e.line, column: e.column })));
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

function describeFinding(f: Finding): string {
  return `${f.line - 1}:${f.column} ${f.messageId}: ${f.message}`;
}
