import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { analyzeProject, type RuleSettings } from '../../src/analyzer/analyze.ts';
import { createAnalyzerProject } from '../../src/analyzer/project.ts';
import { exampleModule } from '../../src/analyzer/rule-docs.ts';
import type { RuleExample } from '../../src/analyzer/rules/rule.ts';
import type { FileAnalysis, JudgeAnalysis } from '../../src/analyzer/types.ts';

/**
 * Judge snippets for analyzer tests: module code declaring `judge`, wrapped in a task definition
 * (exampleModule, as the rule docs pages wrap their examples), written to a temporary folder and
 * analysed in one program (one analysis per distinct rule setting).
 */
export interface Snippet extends RuleExample {
  readonly rules?: RuleSettings;
}

/** Registers hooks that analyse the snippets before the file's tests; `get` returns one snippet's analysis. */
export function analyseSnippets<S extends Snippet>(snippets: readonly S[], prefix: string): (snippet: S) => FileAnalysis {
  const files = new Map<S, string>();
  const analyses = new Map<string, FileAnalysis>();
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), `chokepoint-${prefix}-`));
    snippets.forEach((c, i) => {
      const file = join(dir, `case_${i}.ts`);
      writeFileSync(file, exampleModule(c, i));
      files.set(c, file);
    });
    const project = createAnalyzerProject([...files.values()]);
    const groups = new Map<string, string[]>();
    for (const c of snippets) {
      const key = JSON.stringify(c.rules ?? {});
      groups.set(key, [...(groups.get(key) ?? []), files.get(c)!]);
    }
    for (const [key, group] of groups) {
      const result = analyzeProject(project, group, { rules: JSON.parse(key) as RuleSettings });
      for (const f of result.files) analyses.set(f.file, f);
    }
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return (snippet) => analyses.get(files.get(snippet)!)!;
}

/** The one judge a snippet declares (the snippet must type-check). */
export function snippetJudge(file: FileAnalysis): JudgeAnalysis {
  expect(
    file.problems.map((p) => `${p.line - 1}:${p.column} ${p.message}`),
    'the snippet must type-check',
  ).toEqual([]);
  return file.judges[0];
}
