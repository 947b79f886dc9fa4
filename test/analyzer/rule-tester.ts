import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/analyzer/analyze.ts';
import type { AnalysisResult, Finding, RuleId } from '../../src/analyzer/types.ts';

/**
 * A table-driven rule tester in the typescript-eslint style. Each case is a module body that
 * declares `const judge: Judge = ...` (or `const judge = <predicate>`); the tester wraps it in a
 * task definition, analyses every case of every rule in ONE program, and asserts the findings of
 * the rule under test by message id, line and column (both relative to the snippet, 1-based).
 */
export interface ValidCase {
  readonly code: string;
  /** `injection` attaches the judge as `attack`; default `user` (utility). */
  readonly kind?: 'user' | 'injection';
  readonly name?: string;
}

export interface InvalidCase extends ValidCase {
  readonly errors: readonly { readonly messageId: string; readonly line: number; readonly column: number }[];
}

const HEADER =
  "import { defineUserTask, defineInjectionTask, calledWith, allOf, anyOf, never, equals, equalsIgnoreCase, contains, containsIgnoreCase, startsWith, endsWith, regex, oneOf, oneOfIgnoreCase, greaterThan, approximately, anything, not, matchesAll, executedCalls, type Judge } from 'chokepoint';";

function moduleText(c: ValidCase, index: number): string {
  const footer =
    c.kind === 'injection'
      ? `export default defineInjectionTask({ id: 'injection_task_${index}', suite: 'test', version: '1.0.0', goal: 'g', reference: [], attack: judge });`
      : `export default defineUserTask({ id: 'user_task_${index}', suite: 'test', version: '1.0.0', prompt: 'p', requiredTools: [], reference: [], referenceAnswer: '', utility: judge });`;
  return `${HEADER}\n${c.code}\n${footer}\n`;
}

interface Registered {
  readonly rule: RuleId;
  readonly cases: { readonly valid: readonly ValidCase[]; readonly invalid: readonly InvalidCase[] };
}

export class RuleTester {
  private readonly registered: Registered[] = [];
  private dir = '';
  private result: AnalysisResult | undefined;
  private readonly files = new Map<ValidCase, string>();

  constructor() {
    beforeAll(() => {
      this.dir = mkdtempSync(join(tmpdir(), 'chokepoint-rules-'));
      let i = 0;
      for (const { cases } of this.registered) {
        for (const c of [...cases.valid, ...cases.invalid]) {
          const file = join(this.dir, `case_${i}.ts`);
          writeFileSync(file, moduleText(c, i));
          this.files.set(c, file);
          i++;
        }
      }
      this.result = analyzeFiles([...this.files.values()]);
    });
    afterAll(() => {
      if (this.dir) rmSync(this.dir, { recursive: true, force: true });
    });
  }

  run(rule: RuleId, cases: Registered['cases']): void {
    this.registered.push({ rule, cases });
    describe(rule, () => {
      cases.valid.forEach((c, i) => {
        it(`valid #${i + 1}${c.name ? `: ${c.name}` : ''}`, () => {
          const { findings, problems } = this.outcome(c);
          expect(problems, 'the snippet must type-check').toEqual([]);
          expect(findings.filter((f) => f.ruleId === rule).map(describeFinding)).toEqual([]);
        });
      });
      cases.invalid.forEach((c, i) => {
        it(`invalid #${i + 1}${c.name ? `: ${c.name}` : ''}`, () => {
          const { findings, problems } = this.outcome(c);
          expect(problems, 'the snippet must type-check').toEqual([]);
          const got = findings
            .filter((f) => f.ruleId === rule)
            .map((f) => ({ messageId: f.messageId, line: f.line - 1, column: f.column }));
          expect(got, JSON.stringify(findings.filter((f) => f.ruleId === rule).map(describeFinding))).toEqual(c.errors.map((e) => ({ messageId: e.messageId, line: e.line, column: e.column })));
        });
      });
    });
  }

  private outcome(c: ValidCase): { findings: Finding[]; problems: string[] } {
    const file = this.files.get(c)!;
    const analysis = this.result!.files.find((f) => f.file === file)!;
    return {
      findings: analysis.judges.flatMap((j) => j.findings),
      problems: analysis.problems.map((p) => `${p.line - 1}:${p.column} ${p.message}`),
    };
  }
}

function describeFinding(f: Finding): string {
  return `${f.line - 1}:${f.column} ${f.messageId}: ${f.message}`;
}
