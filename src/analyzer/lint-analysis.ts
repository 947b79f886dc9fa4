import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startPackageWorker } from '../registry/package-resolution.ts';
import { absolutePaths, analyzeFiles, type RuleSettings } from './analyze.ts';
import type { FileAnalysis, FileProblem, JudgeAnalysis } from './types.ts';

/**
 * What lint needs of a judge's analysis: its findings (not its classification), and what running
 * their witnesses (`lint --confirm`) needs: the reference run as read, and whether the verdict reads
 * the state (an unknown read location counts as reading it).
 */
export type LintJudge = Pick<JudgeAnalysis, 'file' | 'judge' | 'task' | 'version' | 'findings' | 'referenceRun' | 'prompt'> & { readonly readsState: boolean };

/** What lint needs of a file's analysis: its judges, and the file's problems. */
export interface LintAnalysis {
  readonly file: string;
  readonly judges: readonly LintJudge[];
  readonly problems: readonly FileProblem[];
}

export function forLint(analysis: FileAnalysis): LintAnalysis {
  return {
    file: analysis.file,
    judges: analysis.judges.map(({ file, judge, task, version, findings, referenceRun, prompt, classification }) => {
      const reads = classification.readLocations;
      const readsState = !reads.known || reads.value.some((l) => l === 'pre' || l === 'post' || l === 'pre-post');
      return {
        file,
        judge,
        task,
        ...(version !== undefined ? { version } : {}),
        findings,
        ...(referenceRun ? { referenceRun } : {}),
        ...(prompt !== undefined ? { prompt } : {}),
        readsState,
      };
    }),
    problems: analysis.problems,
  };
}

/** What a lint worker thread is given: its share of the files and the rule settings. */
export interface LintWorkerData {
  readonly files: readonly string[];
  readonly rules: RuleSettings;
}

/**
 * Below this many files per thread, a second thread costs more than it saves: a thread starts by
 * loading the compiler and the standard library's declarations again, about 0.4 s (bench/README.md).
 */
export const FILES_PER_THREAD = 300;

/** How many threads analyse the files: a number, or `auto` (`autoJobs`). */
export type Jobs = number | 'auto';

/**
 * `--jobs auto`: one thread per FILES_PER_THREAD files and per two cores. Each analysing thread
 * keeps about one more core busy with V8's background work (optimising compilation, garbage
 * collection): on two cores a second analysing thread made `lint` slower (bench/README.md).
 */
export function autoJobs(fileCount: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(Math.floor(cores / 2), Math.floor(fileCount / FILES_PER_THREAD)));
}

/**
 * Splits the files (sorted) into `jobs` runs of consecutive files, so modules of one folder, which
 * share their local imports, stay in one program. The first run is the calling thread's: it starts
 * at once while the others are still loading the compiler, so it takes `headStart` (a fraction of
 * one share) more than the rest.
 */
export function threadShares(files: readonly string[], jobs: number, headStart = 0.25): string[][] {
  const sorted = absolutePaths(files);
  const count = Math.max(1, Math.min(jobs, sorted.length));
  if (count === 1) return [sorted];
  const share = sorted.length / (count + headStart);
  const first = Math.round(share * (1 + headStart));
  const out = [sorted.slice(0, first)];
  const rest = sorted.slice(first);
  for (let i = 0; i < count - 1; i++) {
    out.push(rest.slice(Math.round((rest.length * i) / (count - 1)), Math.round((rest.length * (i + 1)) / (count - 1))));
  }
  return out.filter((run) => run.length > 0);
}

/**
 * Analyses judge modules for lint on `jobs` threads: this one and `jobs - 1` worker threads, each
 * with its own program over its share of the files. The result does not depend on the split: a
 * module's analysis depends only on itself and the modules it imports (see `analyzeFiles`).
 */
export async function analyzeForLint(files: readonly string[], rules: RuleSettings, jobs: Jobs = 1): Promise<LintAnalysis[]> {
  const shares = threadShares(files, jobs === 'auto' ? autoJobs(files.length) : jobs);
  if (shares.length <= 1) return analyzeFiles(files, { rules, classify: 'read-locations' }).files.map(forLint);
  const [own, ...others] = shares;
  const workers = others.map((share) =>
    startPackageWorker(new URL('./lint-worker', import.meta.url), { workerData: { files: share, rules } satisfies LintWorkerData }),
  );
  const results = Promise.all(workers.map(resultOf));
  // Awaited below; should this thread's own share throw first, the workers' failure is not a second error.
  results.catch(() => undefined);
  try {
    const here = analyzeFiles(own, { rules, classify: 'read-locations' }).files.map(forLint);
    return [...here, ...(await results).flat()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

function resultOf(worker: Worker): Promise<LintAnalysis[]> {
  return new Promise((resolve, reject) => {
    worker.once('message', (analysis: LintAnalysis[]) => resolve(analysis));
    worker.once('error', (error) => reject(new Error(`a lint worker thread failed: ${error.message}`, { cause: error })));
    worker.once('exit', (code) => reject(new Error(`a lint worker thread ended before its result (exit code ${code})`)));
  });
}
