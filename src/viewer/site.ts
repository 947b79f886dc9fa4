import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ChokepointError } from '../errors.ts';
import { textReporters, type Reporters } from '../rendering/index.ts';
import { ablationPage } from './ablation.ts';
import { SCRIPT, STYLESHEET } from './assets.ts';
import { judgesPage } from './judges.ts';
import type { SiteData } from './model.ts';
import { traceFileName } from './model.ts';
import { overviewPage } from './overview.ts';
import { scenariosPage } from './scenarios.ts';
import { tracePage } from './trace.ts';

/** One file of the site: a path relative to its root (forward slashes) and its content. */
export interface SiteFile {
  readonly path: string;
  readonly content: string;
}

/** Every file of the site, in a fixed order; a pure function of the data. */
export function buildSite(data: SiteData): SiteFile[] {
  const traces = data.runs.flatMap((run) =>
    run.run.records.map((record) => ({
      path: `traces/${run.slug}/${traceFileName(record.scenario.id)}`,
      content: tracePage(run, record, run.details.get(record.scenario.id)),
    })),
  );
  return [
    { path: 'index.html', content: overviewPage(data) },
    { path: 'scenarios.html', content: scenariosPage(data.runs) },
    { path: 'judges.html', content: judgesPage(data) },
    { path: 'ablation.html', content: ablationPage(data) },
    { path: 'assets/viewer.css', content: STYLESHEET },
    { path: 'assets/viewer.js', content: SCRIPT },
    ...traces,
  ];
}

/** The marker that says a folder holds a site this viewer wrote (and may replace). */
const MARKER = 'assets/viewer.js';

/**
 * Writes the site into `dir`: a missing or empty folder, or one holding an earlier site (which is
 * replaced whole, so no stale trace page survives). Any other non-empty folder is refused.
 */
export async function writeSite(dir: string, files: readonly SiteFile[]): Promise<void> {
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  if (entries.length > 0) {
    const earlier = await readdir(join(dir, 'assets'))
      .then((names) => names.includes(MARKER.split('/')[1]))
      .catch(() => false);
    if (!earlier) throw new ChokepointError('usage', `${dir} is not empty and holds no earlier site; choose an empty or new folder`, { field: '--out' });
    await rm(dir, { recursive: true, force: true });
  }
  for (const file of files) {
    const target = join(dir, ...file.path.split('/'));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.content, 'utf8');
  }
}

/** What `chokepoint view` reports once the site is written. */
export interface WrittenSite {
  readonly dir: string;
  /** The overview as a file:// URL. */
  readonly index: string;
  readonly files: number;
  readonly runs: readonly { readonly label: string; readonly scenarios: number }[];
}

export const siteReporters: Reporters<WrittenSite> = textReporters((site, format) => {
  const traces = site.runs.reduce((n, r) => n + r.scenarios, 0);
  const line = `wrote ${site.files} files (${site.runs.length} run(s), ${traces} trace pages) to ${site.dir}`;
  return format === 'markdown' ? `${line}\n\nOpen <${site.index}>.\n` : `${line}\nopen ${site.index}\n`;
});
