import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { analyzeProject } from '../../src/analyzer/analyze.ts';
import { Evaluator } from '../../src/analyzer/flow/evaluate.ts';
import { createAnalyzerProject } from '../../src/analyzer/project.ts';
import { exampleModule } from '../../src/analyzer/rule-docs.ts';

/**
 * An expression is evaluated once where it is written: evaluating it again records its reads and
 * checks again (and runs a getter's effects twice). `steps[i - 1]` evaluates `i` for the index and
 * to tell whether `i` is the index of a call: once, as `trace[i]` beside it.
 */
describe('evaluated once', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chokepoint-evaluated-once-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the index of the step before a call, `steps[i - 1]`', () => {
    const file = join(dir, 'case_0.ts');
    const code = `const judge: Judge = ({ trace, steps }) => {
  for (let i = 1; i < trace.length; i++) if (trace[i].tool === 'send_email' && steps[i - 1].state.emails.length === 0) return true;
  return false;
};`;
    writeFileSync(file, exampleModule({ code }, 0));
    const ev = vi.spyOn(Evaluator.prototype, 'ev');
    try {
      analyzeProject(createAnalyzerProject([file]), [file], {});
      const evaluations = (under: string) => ev.mock.calls.filter(([node]) => node.getText() === 'i' && node.parent.getText() === under).length;
      expect(evaluations('trace[i]')).toBeGreaterThan(0);
      expect(evaluations('i - 1')).toBe(evaluations('trace[i]'));
    } finally {
      ev.mockRestore();
    }
  });
});
