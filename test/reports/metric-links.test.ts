import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { METRIC_GROUPS } from '../../src/stats/definitions.ts';

/**
 * Issue 23's acceptance for the docs: docs/metrics.md defines every reported rate once, and every
 * table that prints a rate links to its definition there. Read from the committed files (the
 * committed-reports e2e test keeps them equal to what the code renders).
 */
const ROOT = join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const markdownIn = (dir: string) =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `${dir}/${f}`);

/** A markdown table row holding a rate: a percentage with one decimal (`48.8%`, `n/a` aside). */
const RATE_ROW = /^\|.*\d+\.\d%.*\|$/m;

/** The heading of each section (down to ####) that prints a rate table without a link into docs/metrics.md. */
function unlinkedRateSections(markdown: string): string[] {
  return markdown
    .split(/^(?=#{1,4} )/m)
    .filter((section) => RATE_ROW.test(section) && !section.includes('docs/metrics.md'))
    .map((section) => section.split('\n')[0]);
}

describe('docs/metrics.md', () => {
  const doc = read('docs/metrics.md');
  const anchors = new Set([...doc.matchAll(/<a id="([^"]+)"><\/a>/g)].map(([, id]) => id));

  it('defines every rate once: one section per definition, one anchor per id', () => {
    const ids = [...METRIC_GROUPS.map((g) => g.id), ...METRIC_GROUPS.flatMap((g) => g.metrics.map((m) => m.id))];
    expect(ids.length).toBeGreaterThan(30);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(doc.match(new RegExp(`<a id="${id}"></a>`, 'g')), id).toHaveLength(1);
  });

  it('every link into it, from the committed reports, the README and the docs, names a section it has', () => {
    const files = ['README.md', ...markdownIn('docs'), ...markdownIn('reports')];
    const links = files.flatMap((file) => [...read(file).matchAll(/metrics\.md#([\w-]+)/g)].map(([, id]) => `${file}#${id}`));
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter((link) => !anchors.has(link.split('#')[1]))).toEqual([]);
  });
});

describe('every committed report section that prints a rate table links its definitions', () => {
  it.each(markdownIn('reports'))('%s', (file) => {
    expect(unlinkedRateSections(read(file))).toEqual([]);
  });

  it('catches a planted table without a link', () => {
    const planted = ['# Report', '', '## Linked', '', '[ASR](../docs/metrics.md#asr)', '', '| a | b |', '| 1 | 48.8% |', '', '## Unlinked', '', '| a | b |', '| 1 | 2.0% |'];
    expect(unlinkedRateSections(planted.join('\n'))).toEqual(['## Unlinked']);
  });
});
