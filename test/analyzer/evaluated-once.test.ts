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

  // A part of a part of a text is a part of it: one marker, whatever the number of splits (a loop's
  // passes used to add one each, and every length was another path to carry and fingerprint).
  it('a text split again and again, `text = text.split(sep).join(" ")` in a loop: the parts of the output, once', () => {
    const file = join(dir, 'case_1.ts');
    const code = `const judge: Judge = ({ output }) => {
  let text = output;
  for (const sep of [',', ';', '|', '/']) text = text.split(sep).join(' ');
  return text.split(' ').filter((w) => w.length > 0).join(' ').split(' ').includes('paris');
};`;
    writeFileSync(file, exampleModule({ code }, 1));
    const ev = vi.spyOn(Evaluator.prototype, 'ev');
    try {
      analyzeProject(createAnalyzerProject([file]), [file], {});
      const paths = new Set(ev.mock.results.flatMap((r) => (r.type === 'return' ? [...(r.value as { paths: ReadonlySet<string> }).paths] : [])));
      expect([...paths].filter((p) => p.startsWith('output{split}'))).toEqual(['output{split}']);
    } finally {
      ev.mockRestore();
    }
  });
});
