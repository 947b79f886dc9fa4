import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lintVerb } from '../../src/cli/commands/lint.ts';
import { exampleModule } from '../../src/analyzer/rule-docs.ts';
import { ruleById } from '../../src/analyzer/rules/index.ts';

/**
 * lint --fix-dry-run / --fix: the mechanical rewrites, each kept only when re-analysis shows the
 * finding gone and nothing new. The modules are the rules' own documented examples, written as
 * complete task modules, plus a rewrite that re-analysis must refuse.
 */
const dir = mkdtempSync(join(tmpdir(), 'chokepoint-fix-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FIXED: Record<string, string> = {
  'case-sensitive-identifier': "post.emails.some((e) => e.to.toLowerCase() === 'mark.black@evil.test')",
  'impossible-case-literal': "output.toLowerCase().includes('10 am')",
  'substring-of-number': '/(?<!\\d)4(?!\\d)/.test(output)',
  'substring-of-word': '/\\byes\\b/.test(output.toLowerCase())',
  'ignores-call-outcome': "trace.some((c) => (c.tool === 'send_email' && c.status === 'ok') && String(c.args.to).toLowerCase() === 'mark@evil.test')",
};

function write(name: string, text: string): string {
  const file = join(dir, `${name}.ts`);
  writeFileSync(file, text);
  return file;
}

describe('lint --fix', () => {
  const files = Object.keys(FIXED).map((id, i) => write(id, exampleModule(ruleById(id)!.docs.invalid, i, 'docs')));
  // Sorted lists: the fix sorts both sides of a serialised comparison of strings.
  const sorted = write(
    'order-sensitive-comparison',
    exampleModule(
      { code: "const judge: Judge = ({ post }) =>\n  JSON.stringify(post.emails.map((e) => e.subject)) === JSON.stringify(['Q3 report', 'Q4 report']);" },
      9,
    ),
  );

  it('--fix-dry-run reports each rewrite re-analysis keeps, with the file as it would be, and writes nothing', async () => {
    const before = files.map((f) => readFileSync(f, 'utf8'));
    const { result, exitCode } = await lintVerb([...files, sorted], { rule: [], fixDryRun: true, cwd: dir });
    expect(exitCode).toBe(1);
    expect(files.map((f) => readFileSync(f, 'utf8'))).toEqual(before);
    const fixes = new Map(result.fixes!.files.map((f) => [f.file, f]));
    expect(result.fixes!.written).toBe(false);
    for (const [i, id] of Object.keys(FIXED).entries()) {
      expect(fixes.get(files[i])?.refused, id).toEqual([]);
      expect(fixes.get(files[i])?.output, id).toContain(FIXED[id]);
    }
    expect(fixes.get(sorted)?.output).toContain(
      "JSON.stringify([...post.emails.map((e) => e.subject)].sort()) === JSON.stringify([...['Q3 report', 'Q4 report']].sort())",
    );
    // The literal fixed, its constant verdict goes with it; no finding of another rule appears.
    expect(fixes.get(files[1])?.applied.map((a) => a.ruleId)).toEqual(['impossible-case-literal']);
  });

  it('--fix rewrites the files and reports what is left: nothing, for these', async () => {
    const { result, exitCode } = await lintVerb([files[0], sorted], { rule: [], fix: true, cwd: dir });
    expect([exitCode, result.findings.map((f) => [f.file, f.message])]).toEqual([0, []]);
    expect(result.fixes!.written).toBe(true);
    expect(readFileSync(files[0], 'utf8')).toContain(FIXED['case-sensitive-identifier']);
  });

  it('offers no rewrite it cannot be sure of: a list of rows (objects sort alike), a literal with an escape', async () => {
    const rows = write('rows', exampleModule(ruleById('order-sensitive-comparison')!.docs.invalid, 11));
    const escaped = write('escaped', exampleModule({ code: "const judge: Judge = ({ output }) => output.toLowerCase().includes('10 \\u0041M');" }, 12));
    const { result } = await lintVerb([rows, escaped], { rule: [], fixDryRun: true, cwd: dir });
    expect(result.findings.map((f) => [f.ruleId, f.fix])).toEqual(
      expect.arrayContaining([
        ['order-sensitive-comparison', undefined],
        ['impossible-case-literal', undefined],
      ]),
    );
    expect(result.fixes!.files).toEqual([]);
  });

  it('--fix and --fix-dry-run together are a usage error', async () => {
    await expect(lintVerb([files[0]], { rule: [], fix: true, fixDryRun: true, cwd: dir })).rejects.toThrow('--fix and --fix-dry-run: give one of them');
  });
});
