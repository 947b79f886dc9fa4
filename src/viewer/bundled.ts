import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolve, scenarios, type ResolvedBenchmark } from '../registry/index.ts';
import { loadBundledBenchmark } from '../sandbox/index.ts';
import { produceTraces, type StoredTraces, type TraceRunSpec } from '../rescore/index.ts';
import { readRunDirs } from '../runs/index.ts';
import { collectRuns } from './collect.ts';
import { buildSite, type SiteFile } from './site.ts';

/**
 * The site of the bundled benchmark that `npm start` writes: its deterministic agents run on the
 * core subset at the latest version, the reference agent (never follows a payload) and the
 * compliant victim undefended and behind each deterministic defense, so the trade-off plot has
 * something to show. The runs live in a scratch folder; only the site is kept.
 */
export async function bundledSite(progress?: (step: string) => void): Promise<SiteFile[]> {
  const resolved = resolve(await loadBundledBenchmark());
  const workDir = await mkdtemp(join(tmpdir(), 'chokepoint-site-'));
  try {
    const traces = await bundledRuns(resolved, workDir, progress);
    const runs = await readRunDirs(traces.map((t) => t.dir));
    return buildSite(await collectRuns(runs, { progress }));
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** The runs the bundled site shows, each assembled as every run is (feasibility checks, side-effect checks), stored under `workDir`. */
export async function bundledRuns(resolved: ResolvedBenchmark, workDir: string, progress?: (step: string) => void): Promise<StoredTraces[]> {
  const suite = resolved.suites[0].definition.name;
  const core = scenarios(resolved, suite, 'core');
  const specs: TraceRunSpec[] = [
    { label: 'reference', agent: 'reference', defenses: [], scenarios: core },
    { label: 'compliant', agent: 'compliant', defenses: [], scenarios: core },
    { label: 'compliant+typechecker', agent: 'compliant', defenses: ['typechecker'], scenarios: core },
    { label: 'compliant+router', agent: 'compliant', defenses: ['router'], scenarios: core },
  ];
  const traces: StoredTraces[] = [];
  for (const spec of specs) {
    progress?.(`running ${spec.label} (${spec.scenarios.length} scenarios)`);
    traces.push(await produceTraces(resolved, spec, workDir));
  }
  return traces;
}
