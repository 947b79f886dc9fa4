import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { lint } from '../../src/analyzer/lint.ts';
import { sarif } from '../../src/analyzer/reporters/sarif.ts';
import { RULE_IDS } from '../../src/analyzer/rules/index.ts';
import { BUNDLED_JUDGES_DIR, PACKAGE_ROOT } from '../../src/registry/paths.ts';
import { sarifSchemaErrors } from './sarif-schema.ts';

/**
 * SARIF for GitHub code scanning (issue 24): valid against the SARIF 2.1.0 schema, with links that
 * resolve on the web (the repository's rule pages at this version's tag), not file:// paths into
 * node_modules.
 */
const LINT_FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'analyzer', 'lint');
const work = mkdtempSync(join(tmpdir(), 'chokepoint-sarif-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('SARIF for code scanning', () => {
  it('is valid SARIF 2.1.0: findings, known defects (suppressions), files that do not parse or type-check, paths with spaces', async () => {
    const spaced = join(work, 'my judges');
    cpSync(LINT_FIXTURES, spaced, { recursive: true });
    const result = await lint({ paths: [spaced, join(BUNDLED_JUDGES_DIR, 'workspace', 'user_task_8')], cwd: work });
    expect([result.knownCount > 0, result.problems.length > 0, result.findings.length > result.knownCount]).toEqual([true, true, true]);
    const log = JSON.parse(sarif(result));
    expect(sarifSchemaErrors(log)).toEqual([]);
    const uris = log.runs[0].results.map(
      (r: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) => r.locations[0].physicalLocation.artifactLocation.uri,
    );
    expect(uris).toContain('my%20judges/defective.ts');
    expect(uris.some((uri: string) => uri.startsWith('file:///') && uri.endsWith('/user_task_8/1.0.0.ts'))).toBe(true);
  });

  it('the validator rejects what code scanning would: a helpUri that is no URI, a result without a message', () => {
    const log = { version: '2.1.0', runs: [{ tool: { driver: { name: 'x', rules: [{ id: 'r', helpUri: 'docs/rules/r.md' }] } }, results: [{ ruleId: 'r' }] }] };
    expect(sarifSchemaErrors(log)).toEqual([
      '/runs/0/tool/driver/rules/0/helpUri must match format "uri"',
      "/runs/0/results/0 must have required property 'message'",
    ]);
  });

  it("links every rule to its page in the repository at this version's tag, and the tool to the repository", async () => {
    const log = JSON.parse(sarif(await lint({ paths: [join(LINT_FIXTURES, 'clean.ts')], cwd: LINT_FIXTURES })));
    const { driver } = log.runs[0].tool;
    const repository = `https://github.com/${/github\.com\/([\w.-]+\/[\w.-]+?)\.git$/.exec(pkg.repository.url)![1]}`;
    expect(driver.informationUri).toBe(repository);
    expect(driver.semanticVersion).toBe(pkg.version);
    const pages = driver.rules.map((rule: { id: string; helpUri: string }) => [rule.id, rule.helpUri]);
    expect(pages.map(([id]: string[]) => id)).toEqual(expect.arrayContaining([...RULE_IDS]));
    for (const [id, helpUri] of pages) {
      expect(helpUri, id).toMatch(new RegExp(`^${repository}/blob/v${pkg.version.replaceAll('.', '\\.')}/docs/rules/[\\w-]+\\.md$`));
      // The page the link names is in this repository (and so in the tagged release).
      expect(existsSync(join(PACKAGE_ROOT, helpUri.slice(`${repository}/blob/v${pkg.version}/`.length))), helpUri).toBe(true);
    }
    expect(JSON.stringify(log)).not.toContain('node_modules');
  });
});
