import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { lint, stylish, RULE_DOCS_FOLDER, rules } from '../analyzer/index.ts';
import { ChokepointError } from '../errors.ts';
import { renderMarkdownTable } from '../rendering/index.ts';
import { REPO_ROOT, type ReportGenerator } from './generator.ts';

/**
 * The parts of README.md that state what the code does — the lint rules with their defaults, the
 * lint example's figures — are generated from the code between markers, so they cannot lag it:
 *
 *     <!-- generated:NAME (npm start writes this block from the code; do not edit it) -->
 *     ...
 *     <!-- /generated:NAME -->
 *
 * `npm start` rewrites the blocks, `start --check` and the committed-reports test fail when one is
 * out of date; the prose around them is the README's own.
 */

const BLOCKS: Readonly<Record<string, () => Promise<string>>> = {
  'lint-rules': async () =>
    renderMarkdownTable({
      columns: ['rule', 'default', 'finds'],
      rows: rules.map((r) => [`[\`${r.id}\`](${RULE_DOCS_FOLDER}/${r.id}.md)`, r.severity, r.docs.description]),
    }),
  'lint-example': async () => {
    const result = await lint({ paths: ['judges'], maxWarnings: 0, cwd: REPO_ROOT });
    const lines = stylish(result).trimEnd().split('\n');
    // The first file with its first finding, then the summary line.
    const shown = [...lines.slice(0, 2), '...', lines.at(-1)!];
    return `${['$ chokepoint lint judges --max-warnings 0', ...shown].map((line) => `    ${line}`).join('\n')}\n`;
  },
};

const BLOCK = /(<!-- generated:([a-z-]+) [^\n]*-->\n)([\s\S]*?)(<!-- \/generated:\2 -->)/g;

/** README.md with every generated block rendered anew; a block the README lacks, or an unknown one, is an error. */
async function renderReadme(readme: string): Promise<string> {
  const found = [...readme.matchAll(BLOCK)];
  const names = found.map((m) => m[2]);
  const missing = Object.keys(BLOCKS).filter((name) => !names.includes(name));
  const unknown = names.filter((name) => !Object.hasOwn(BLOCKS, name));
  if (missing.length > 0 || unknown.length > 0) {
    const problems = [...missing.map((n) => `no block generated:${n}`), ...unknown.map((n) => `unknown block generated:${n}`)];
    throw new ChokepointError('io', problems.join('; '), { file: 'README.md' });
  }
  const rendered = new Map<string, string>();
  for (const name of names) rendered.set(name, await BLOCKS[name]());
  return readme.replace(BLOCK, (_all, open: string, name: string, _body: string, close: string) => `${open}${rendered.get(name)!}${close}`);
}

export const readmeGenerator: ReportGenerator = {
  file: 'README.md',
  description: "the README's rule table and lint example, from the code",
  generate: async () => renderReadme(await readFile(join(REPO_ROOT, 'README.md'), 'utf8')),
};
