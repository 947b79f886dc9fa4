import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeBenchmark } from '../../src/analyzer/benchmark.ts';
import { judgeDiff } from '../../src/analyzer/diff.ts';
import { taxonomyReport } from '../../src/analyzer/taxonomy.ts';
import type { ScenarioRecord } from '../../src/contract/record.ts';
import { resolve, scenarios } from '../../src/registry/index.ts';
import { loadBundledBenchmark } from '../../src/sandbox/index.ts';
import { produceTraces } from '../../src/rescore/traces.ts';
import { readRunDirs, recordPath, type RunData } from '../../src/runs/index.ts';
import { diffPage, taxonomyPage } from '../../src/viewer/analysis.ts';
import { FOREST_METRICS } from '../../src/viewer/overview.ts';
import { buildSite, collectSite, writeSite } from '../../src/viewer/index.ts';
import { traceFileName } from '../../src/viewer/model.ts';
import { launchBrowser, openPage, type Browser } from './browser.ts';

/**
 * The viewer in a real browser (Debian's Chromium): the site of three runs of the bundled benchmark
 * opened from file://, one of them carrying hostile text in its agent output, injected payload,
 * tool result and manifest.
 */

const ROOT = join(import.meta.dirname, '../..');
const HOSTILE = `<script>window.__pwned = 'script'</script><img src="x" onerror="window.__pwned = 'img'">`;

/** Side-effect evaluations as a run with a side-effect set stores them, one explained by attacker text. */
const HOSTILE_SIDE_EFFECTS = {
  set: 'workspace-side-effects-1',
  sha256: 'a'.repeat(64),
  tripped: true,
  evaluations: [
    { id: 'mail-outside-company', tripped: true, explanation: `mail to ${HOSTILE}` },
    { id: 'destroyed-data', tripped: false, explanation: '' },
  ],
};

let work: string;
let site: string;
let runs: RunData[];
let browser: Browser;
let hostileId: string;

const url = (path: string) => pathToFileURL(join(site, ...path.split('/'))).href;
const runSlug = (index: number) => `${index + 1}-${runs[index].dir.split(/[\\/]/).pop()}`;

/** A copy of a run with attacker text wherever a run can carry it, and an attack score on every call (llm-judge style). */
async function hostileCopy(from: string, to: string): Promise<string> {
  await cp(from, to, { recursive: true });
  const manifestFile = join(to, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  await writeFile(manifestFile, JSON.stringify({ ...manifest, model: HOSTILE }, null, 2));
  const [run] = await readRunDirs([to]);
  const target = run.records.find((r) => r.scenario.kind === 'attack' && r.delivered === true)!;
  for (const record of run.records) {
    const hostile = record === target;
    const payload = hostile ? `${record.scenario.payload}\n${HOSTILE}` : record.scenario.payload;
    const changed: ScenarioRecord = {
      ...record,
      scenario: { ...record.scenario, payload },
      output: hostile ? `${record.output} ${HOSTILE}` : record.output,
      ...(hostile ? { sideEffects: HOSTILE_SIDE_EFFECTS } : {}),
      calls: record.calls.map((call) => ({
        ...call,
        result: hostile && call.result !== undefined && record.scenario.payload ? call.result.replace(record.scenario.payload, payload!) : call.result,
        decisions: [
          ...(call.decisions ?? []),
          { by: 'llm-judge', allowed: true, reason: 'below_threshold', confidence: call.tool === 'send_email' ? 0.8 : 0.1 + 0.01 * call.index },
        ],
      })),
    };
    await writeFile(recordPath(to, record.scenario.id), JSON.stringify(changed, null, 2));
  }
  return target.scenario.id;
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'chokepoint-viewer-e2e-'));
  const resolved = resolve(await loadBundledBenchmark());
  const core = scenarios(resolved, resolved.suites[0].definition.name, 'core');
  await produceTraces(resolved, { label: 'reference', agent: 'reference', defenses: [], scenarios: core }, work);
  await produceTraces(resolved, { label: 'compliant', agent: 'compliant', defenses: [], scenarios: core }, work);
  hostileId = await hostileCopy(join(work, 'compliant'), join(work, 'hostile'));
  runs = await readRunDirs(['reference', 'compliant', 'hostile'].map((r) => join(work, r)));
  site = join(work, 'site');
  await writeSite(site, buildSite(await collectSite({ runDirs: runs.map((r) => r.dir) })));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('chokepoint view: the site in Chromium from file://', () => {
  it('opens every page and a trace of each run without a console error', async () => {
    const pages = [
      'index.html',
      'scenarios.html',
      'judges.html',
      'ablation.html',
      ...runs.map((r, i) => `traces/${runSlug(i)}/${traceFileName(r.records[60].scenario.id)}`),
    ];
    for (const path of pages) {
      const { page, problems } = await openPage(browser, url(path));
      expect(await page.locator('main h1').count(), path).toBe(1);
      expect(problems, path).toEqual([]);
      await page.close();
    }
  });

  it('every table fits a 1,366 px window: long hashes, commits and scenario ids wrap, nothing scrolls sideways', async () => {
    const pages = ['index.html', 'scenarios.html', 'judges.html', 'ablation.html', `traces/${runSlug(2)}/${traceFileName(hostileId)}`];
    for (const path of pages) {
      const { page, problems } = await openPage(browser, url(path));
      await page.setViewportSize({ width: 1366, height: 768 });
      const wide = await page.evaluate(() => [
        ...(document.documentElement.scrollWidth > window.innerWidth ? [`the page: ${document.documentElement.scrollWidth} px`] : []),
        ...[...document.querySelectorAll('table')]
          .filter((t) => t.getBoundingClientRect().width > (t.parentElement?.clientWidth ?? window.innerWidth) + 0.5)
          .map((t) => `a table of ${t.rows[0]?.cells.length} columns: ${Math.round(t.getBoundingClientRect().width)} px`),
      ]);
      expect(wide, path).toEqual([]);
      expect(problems, path).toEqual([]);
      await page.close();
    }
    // The runs table holds every run's full suite SHA-256, broken across lines rather than cut.
    const { page } = await openPage(browser, url('index.html'));
    await page.setViewportSize({ width: 1366, height: 768 });
    expect(await page.locator('table').first().textContent()).toContain(runs[0].manifest.suiteSha256);
    await page.close();
  });

  it('draws one interval per run and metric in the forest plot', async () => {
    const { page, problems } = await openPage(browser, url('index.html'));
    const drawn = await page
      .locator('svg g.interval')
      .evaluateAll((groups) => groups.map((g) => `${g.getAttribute('data-run')}|${g.getAttribute('data-metric')}`));
    const expected = FOREST_METRICS.flatMap((m) => ['reference', 'compliant', 'hostile'].map((run) => `${run}|${m.metric}`));
    expect(drawn.sort()).toEqual(expected.sort());
    expect(await page.locator('svg g.point').count()).toBe(3);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('filters and sorts the scenarios table', async () => {
    const { page, problems } = await openPage(browser, url('scenarios.html'));
    const rows = page.locator('#scenarios tbody tr');
    const visible = () => page.locator('#scenarios tbody tr:not([hidden])');
    const total = runs.reduce((n, r) => n + r.records.length, 0);
    expect(await rows.count()).toBe(total);
    expect(await visible().count()).toBe(total);

    await page.selectOption('select[data-filter="run"]', 'reference');
    await page.selectOption('select[data-filter="kind"]', 'attack');
    const attacks = runs[0].records.filter((r) => r.scenario.kind === 'attack');
    expect(await visible().count()).toBe(attacks.length);
    expect(await page.locator('[data-count]').textContent()).toBe(`${attacks.length} of ${total} shown`);

    await page.selectOption('select[data-filter="run"]', '');
    await page.selectOption('select[data-filter="attack"]', 'passed');
    const passed = runs.flatMap((r) => r.records).filter((r) => r.attack?.passed === true);
    expect(passed.length).toBeGreaterThan(0);
    expect(await visible().count()).toBe(passed.length);
    expect(await visible().locator('td:first-child').allTextContents()).not.toContain('reference');

    await page.selectOption('select[data-filter="kind"]', '');
    await page.selectOption('select[data-filter="attack"]', '');
    await page.fill('input[data-search]', 'user_task_12+');
    const matching = runs.flatMap((r) => r.records).filter((r) => r.scenario.id.includes('user_task_12+'));
    expect(await visible().count()).toBe(matching.length);

    await page.fill('input[data-search]', '');
    await page.getByRole('button', { name: 'calls' }).click();
    const calls = (await visible().locator('td:last-child').allTextContents()).map(Number);
    expect(calls).toEqual([...calls].sort((a, b) => a - b));
    expect(calls[0]).toBeLessThan(calls[calls.length - 1]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('links each row to its trace page, which shows every call in the order proposed', async () => {
    const { page, problems } = await openPage(browser, url('scenarios.html'));
    const record = runs[1].records.find((r) => r.scenario.kind === 'attack' && r.calls.length >= 3 && r.attack?.passed === true)!;
    await page.locator(`#scenarios tbody tr[data-run="compliant"] a`, { hasText: record.scenario.id }).first().click();
    await page.waitForLoadState('load');
    expect(await page.locator('main h1').textContent()).toBe(record.scenario.id);
    const calls = await page
      .locator('ol.calls > li')
      .evaluateAll((items) => items.map((li) => `${li.getAttribute('data-index')} ${li.getAttribute('data-tool')}`));
    expect(calls).toEqual(record.calls.map((c) => `${c.index} ${c.tool}`));
    expect(await page.locator('mark.payload').count()).toBeGreaterThan(1);
    expect((await page.locator('text=The run changed nothing').count()) + (await page.locator('.diff-added').count())).toBeGreaterThan(0);
    // A succeeded attack: its side-effect checks (the bundled runs are assembled as every run is) and
    // the disclosure verdict with the cues it checked.
    expect(record.sideEffects).toBeDefined();
    expect(await page.locator('h3#side-effects').count()).toBe(1);
    expect(record.disclosure).toMatchObject({ disclosed: false, origin: 'derived' });
    expect(await page.locator('h3#disclosure + p').textContent()).toContain(
      'concealed the final answer mentions none of the cues (cues derived from its reference calls)',
    );
    const cues = await page
      .locator('h3#disclosure + p + div.scroll tbody tr')
      .evaluateAll((rows) => rows.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(cues).toEqual(record.disclosure!.cues!.map((c) => [c.cue, c.from]));
    expect(problems).toEqual([]);
    await page.close();
  });

  it('renders hostile agent output, payload, tool result and manifest as text and executes nothing', async () => {
    for (const path of [`traces/${runSlug(2)}/${traceFileName(hostileId)}`, 'index.html', 'scenarios.html']) {
      const { page, problems } = await openPage(browser, url(path));
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned), path).toBeUndefined();
      // A CSP refusal would be a console error: the markup must never reach the DOM at all.
      expect(problems, path).toEqual([]);
      expect(await page.locator('main img').count(), path).toBe(0);
      expect(await page.locator('script').count(), path).toBe(1);
      if (path.startsWith('traces/')) {
        expect(await page.locator('pre.output').textContent()).toContain(HOSTILE);
        expect(await page.locator('mark.payload', { hasText: '<img src="x" onerror=' }).count()).toBeGreaterThan(0);
        const effects = await page
          .locator('h3#side-effects + p + div.scroll tbody tr')
          .evaluateAll((rows) => rows.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
        expect(effects).toEqual(HOSTILE_SIDE_EFFECTS.evaluations.map((e) => [e.id, e.tripped ? 'yes' : 'no', e.explanation]));
        expect(await page.locator('h3#side-effects').textContent()).toBe('Side effects (workspace-side-effects-1, sha256 aaaaaaaaaaaa)');
      } else if (path === 'index.html') {
        expect(await page.locator('main table').first().textContent()).toContain(HOSTILE);
      }
      await page.close();
    }
  });

  it('draws the ROC curve of a scoring defense on the judges page', async () => {
    const { page, problems } = await openPage(browser, url('judges.html'));
    const figure = page.locator('figure.roc[data-run="hostile"][data-mediator="llm-judge"]');
    expect(await figure.count()).toBe(1);
    expect(await figure.locator('path.curve').count()).toBe(1);
    expect(await figure.locator('text.auc').textContent()).toMatch(/^AUC (0|1)\.\d{3}$/);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('--format html of report, diff and lint in Chromium', () => {
  it('opens the taxonomy and diff pages with their inline style and script allowed by hash only', async () => {
    const analysis = analyzeBenchmark(await loadBundledBenchmark());
    const files = {
      'taxonomy.html': taxonomyPage(taxonomyReport(analysis, '1.0.0'), ROOT),
      'diff.html': diffPage(judgeDiff(analysis, '1.0.0', '1.1.0')),
    };
    for (const [name, content] of Object.entries(files)) {
      await writeFile(join(work, name), content);
      const { page, problems } = await openPage(browser, pathToFileURL(join(work, name)).href);
      expect(await page.locator('main table').count(), name).toBeGreaterThan(0);
      const header = page.locator('th[aria-sort]');
      expect(await header.count()).toBe(0);
      await page.locator('th button.sort').first().click();
      expect(await header.count(), `${name}: the script sorts`).toBe(1);
      expect(problems, name).toEqual([]);
      await page.close();
    }
  });

  it('chokepoint lint --format html writes one page with findings and rule docs', async () => {
    const { stdout } = await promisify(execFile)('node', ['bin/dev.js', 'lint', 'judges/workspace/injection_task_1', '--format', 'html'], {
      cwd: ROOT,
    }).catch((error: { stdout: string; code: number }) => {
      expect(error.code).toBe(1);
      return error;
    });
    await writeFile(join(work, 'lint.html'), stdout);
    const { page, problems } = await openPage(browser, pathToFileURL(join(work, 'lint.html')).href);
    expect(await page.locator('a[href="#rule-name-only-attack"]').count()).toBeGreaterThan(0);
    expect(await page.locator('#rule-name-only-attack').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });
});
