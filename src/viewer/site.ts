import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { writeFolder } from '../output.ts';
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

/** The file that says a folder holds a site this viewer wrote (and may replace). */
const MARKER = '.chokepoint-site';
const MARKER_TEXT = 'A site written by chokepoint view. The next `chokepoint view --out` here replaces this folder whole.\n';

/** The pages and assets every site has. */
const FIXED_FILES = ['index.html', 'scenarios.html', 'judges.html', 'ablation.html', 'assets/viewer.css', 'assets/viewer.js'];

/** The files a site consists of: its fixed pages and assets, one folder of trace pages per run, and the marker. */
function isSiteFile(path: string): boolean {
  return path === MARKER || /^(?:[a-z]+\.html|assets\/viewer\.(?:css|js)|traces\/[^/]+\/[^/]+\.html)$/.test(path);
}

/**
 * Why `dir` (a folder that is not empty) may not be replaced by a new site, or undefined when it
 * holds a site this viewer wrote and nothing else: its marker and only files a site has (a file
 * the user added, a link or anything else makes it theirs).
 */
async function notAnEarlierSite(dir: string): Promise<string | undefined> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => !e.isDirectory())
    .map((e) => ({ path: relative(dir, join(e.parentPath, e.name)).split(sep).join('/'), file: e.isFile() }));
  const foreign = files.filter((f) => !f.file || !isSiteFile(f.path)).map((f) => f.path);
  const marked = files.some((f) => f.path === MARKER && f.file);
  // A site of an earlier chokepoint has no marker: it is recognised by every page and asset a site has, and nothing else.
  const unmarked = !marked && foreign.length === 0 && FIXED_FILES.every((path) => files.some((f) => f.path === path));
  if (!marked && !unmarked) return 'is not empty and holds no site chokepoint view wrote';
  if (foreign.length > 0) return `holds a site chokepoint view wrote and files that are not part of it (${foreign.sort().slice(0, 5).join(', ')})`;
  return undefined;
}

/**
 * Writes the site into `dir`: a missing or empty folder, or one holding an earlier site of this
 * viewer and nothing else, which is replaced whole (so no stale trace page survives). The site is
 * built in a temporary sibling and renamed into place. Any other non-empty folder is refused.
 */
export async function writeSite(dir: string, files: readonly SiteFile[]): Promise<void> {
  await writeFolder(
    dir,
    async (staging) => {
      for (const file of [...files, { path: MARKER, content: MARKER_TEXT }]) {
        const target = join(staging, ...file.path.split('/'));
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, file.content, 'utf8');
      }
    },
    { field: '--out', replaceable: notAnEarlierSite },
  );
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
