import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/analyzer/analyze.ts';
import { applyEdits } from '../../src/analyzer/fix.ts';
import { lint } from '../../src/analyzer/lint.ts';
import { exampleModule } from '../../src/analyzer/rule-docs.ts';
import { rules } from '../../src/analyzer/rules/index.ts';
import plugin from '../../src/eslint/index.ts';
import { PACKAGE_ROOT } from '../../src/registry/paths.ts';

/**
 * chokepoint/eslint with the current ESLint: each rule through ESLint's RuleTester on the rule's
 * own documented examples (what `chokepoint lint` reports, as ESLint messages, with the fix as a
 * suggestion), then the ESLint class with typescript-eslint's typed linting over the bundled
 * judges and the corpora, whose findings must equal `chokepoint lint`'s.
 */
const work = mkdtempSync(join(tmpdir(), 'chokepoint-eslint-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

describe('each rule in ESLint’s RuleTester, on its documented examples', () => {
  for (const [i, rule] of rules.entries()) {
    const module = (which: 'valid' | 'invalid') => exampleModule(rule.docs[which], i, 'docs');
    const filename = (which: string) => join(work, `${rule.id}-${which}.ts`);
    // What `chokepoint lint` reports on the invalid example: the same messages, places and fixes are expected from ESLint.
    const text = module('invalid');
    const expected = analyzeFiles([filename('invalid')], { sources: new Map([[filename('invalid'), text]]) })
      .files[0].judges.flatMap((j) => j.findings)
      .filter((f) => f.ruleId === rule.id);
    tester.run(rule.id, plugin.rules![rule.id], {
      valid: [{ code: module('valid'), filename: filename('valid') }],
      invalid: [
        {
          code: text,
          filename: filename('invalid'),
          errors: expected.map((f) => ({
            messageId: f.messageId,
            data: f.data,
            line: f.line,
            column: f.column,
            endLine: f.endLine,
            endColumn: f.endColumn,
            suggestions: f.fix ? [{ desc: f.fix.description, output: applyEdits(text, f.fix.edits) }] : [],
          })),
        },
      ],
    });
  }
});

describe('the plugin through the ESLint class, with typescript-eslint typed linting', () => {
  it('has the rules of chokepoint lint, with their docs links, options schemas and a recommended config', () => {
    expect(Object.keys(plugin.rules!).sort()).toEqual(rules.map((r) => r.id).sort());
    for (const rule of rules) {
      const meta = plugin.rules![rule.id].meta!;
      expect(meta.docs?.url).toMatch(new RegExp(`/blob/v[^/]+/docs/rules/${rule.id}\\.md$`));
      expect(meta.messages).toEqual(rule.messages);
      expect(plugin.configs.recommended.rules[`chokepoint/${rule.id}`]).toBe(rule.severity === 'error' ? 'error' : 'warn');
    }
  });

  it('reports on the bundled judges and the corpora exactly what chokepoint lint counts there', async () => {
    const eslint = new ESLint({
      cwd: PACKAGE_ROOT,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser, parserOptions: { projectService: true, tsconfigRootDir: PACKAGE_ROOT } },
          ...plugin.configs.recommended,
        },
      ],
    });
    const results = await eslint.lintFiles(['judges', 'corpora']);
    const viaEslint = results
      .flatMap((r) =>
        r.messages.filter((m) => m.ruleId?.startsWith('chokepoint/')).map((m) => `${r.filePath}:${m.line}:${m.column} ${m.ruleId!.slice(11)} ${m.message}`),
      )
      .sort();
    const linted = await lint({ paths: ['judges', 'corpora'], cwd: PACKAGE_ROOT });
    const viaLint = linted.findings
      .filter((f) => !f.known)
      .map((f) => `${f.file}:${f.line}:${f.column} ${f.ruleId} ${f.message}`)
      .sort();
    expect(viaLint.length).toBeGreaterThan(100);
    expect(viaEslint).toEqual(viaLint);
    // Every fix lint offers is an ESLint suggestion there.
    const suggested = results.flatMap((r) => r.messages.filter((m) => (m.suggestions?.length ?? 0) > 0)).length;
    expect(suggested).toBe(linted.findings.filter((f) => !f.known && f.fix).length);
  });

  it('honours chokepoint-disable-next-line with a reason, and eslint-disable comments, and analyses the text ESLint is given', async () => {
    const file = join(work, 'judges', 'shop', 'user_task_1', '1.0.0.ts');
    const code = (disable: string) =>
      `import { defineUserTask } from 'chokepoint';\n\nexport default defineUserTask({\n  id: 'user_task_1', suite: 'shop', version: '1.0.0', prompt: 'p', requiredTools: [], reference: [], referenceAnswer: '',\n  utility: ({ post }) =>\n    ${disable}\n    post.emails.some((e) => e.to === 'ana@northwind.test'),\n});\n`;
    const eslint = new ESLint({
      cwd: work,
      overrideConfigFile: true,
      overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, ...plugin.configs.recommended }],
    });
    const lintText = async (disable: string) => (await eslint.lintText(code(disable), { filePath: file }))[0].messages.map((m) => m.ruleId);
    writeFileSync(join(work, 'package.json'), '{}');
    expect(await lintText('')).toEqual(['chokepoint/case-sensitive-identifier']);
    expect(await lintText('// chokepoint-disable-next-line case-sensitive-identifier -- the mail system compares as typed')).toEqual([]);
    expect(await lintText('// chokepoint-disable-next-line case-sensitive-identifier')).toEqual(['chokepoint/case-sensitive-identifier']);
    expect(await lintText('// eslint-disable-next-line chokepoint/case-sensitive-identifier')).toEqual([]);
  });
});
