import { spawn } from 'node:child_process';
import { join, resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputFormat } from '../../rendering/index.ts';
import { buildSite, collectSite, siteReporters, writeSite, type WrittenSite } from '../../viewer/index.ts';
import { EXIT } from '../exit.ts';
import { addSandboxOptions, formatOption, judgesOption, RUNS_JUDGES, versionsOption, withSandbox, type SandboxCliOptions } from '../options.ts';
import { printOutcome, type RegisterCommand, type VerbOutcome } from '../verb.ts';

interface ViewCliOptions extends SandboxCliOptions {
  readonly judges?: string | false;
  readonly versions?: string;
  readonly out: string;
  readonly open?: boolean;
  readonly intersect?: boolean;
  readonly baseline?: boolean;
}

export async function viewVerb(dirs: readonly string[], options: ViewCliOptions): Promise<VerbOutcome<WrittenSite>> {
  const progress = process.stderr.isTTY ? (step: string) => process.stderr.write(`chokepoint: view: ${step}\n`) : undefined;
  const data = await withSandbox(options, (sandbox) =>
    collectSite({
      runDirs: dirs,
      judges: options.judges,
      versions: options.versions,
      intersect: options.intersect,
      baseline: options.baseline,
      progress,
      sandbox,
    }),
  );
  const files = buildSite(data);
  const dir = resolvePath(options.out);
  await writeSite(dir, files);
  const index = join(dir, 'index.html');
  const messages = options.open ? await openInBrowser(index) : [];
  return {
    result: { dir, index: pathToFileURL(index).href, files: files.length, runs: data.runs.map((r) => ({ label: r.label, scenarios: r.run.records.length })) },
    exitCode: EXIT.ok,
    messages,
  };
}

export const registerView: RegisterCommand = (program) => {
  const command = program
    .command('view')
    .description(
      `write a static HTML site for run directories (overview with plots, scenarios, traces, judges, ablation); opens from file://, no server (replays the traces and validates the judges: ${RUNS_JUDGES}; --no-judges runs none)`,
    )
    .argument('<run-dirs...>', 'run directories (manifest.json + scenarios/*.json)')
    .addOption(judgesOption('judges folder the runs were scored with (default: the bundled benchmark)'))
    .option('--no-judges', 'load no judge definitions: no prompts, state differences, judges analysis or ablation')
    .addOption(versionsOption())
    .option('--out <dir>', 'folder to write the site to (empty, new, or a site view wrote there before and nothing else, which is replaced)', 'chokepoint-site')
    .option('--open', 'open the overview in the default browser when written')
    .option('--intersect', 'compare runs over different scenario sets on the scenarios they share')
    .option('--baseline', 'compare the first run against each other run, instead of every pair')
    .addOption(formatOption());
  addSandboxOptions(command).action(async (dirs: string[], options: ViewCliOptions & { format: OutputFormat }) =>
    printOutcome(await viewVerb(dirs, options), siteReporters, options.format),
  );
};

/** The platform's opener, detached; a missing opener is a warning, not a failure. */
function openInBrowser(file: string): Promise<string[]> {
  const [command, args] =
    process.platform === 'darwin' ? ['open', [file]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '', file]] : ['xdg-open', [file]];
  return new Promise((resolve) => {
    const child = spawn(command, args, { detached: true, stdio: 'ignore' });
    child.once('error', (error) => resolve([`chokepoint: warning: could not open a browser (${command}: ${error.message}); open ${file} yourself`]));
    child.once('spawn', () => {
      child.unref();
      resolve([]);
    });
  });
}
