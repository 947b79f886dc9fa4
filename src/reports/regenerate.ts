import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isUserInputError } from '../errors.ts';
import { displayPath } from '../registry/index.ts';
import { makeFolder, writeFileAtomic } from '../output.ts';
import type { ReportGenerator } from './generator.ts';

export type ReportStatus = 'written' | 'unchanged' | 'stale' | 'failed';

export interface ReportOutcome {
  readonly file: string;
  readonly description: string;
  readonly status: ReportStatus;
  /** Why it failed, one line per problem. */
  readonly errors?: readonly string[];
}

/** What `chokepoint start` reports: the benchmark it loaded and the outcome of every report. */
export interface Regeneration {
  readonly benchmark: string;
  readonly reports: readonly ReportOutcome[];
}

/** Runs each generator in order; writes what changed (unless `check`), reports every outcome, never stops early. */
export async function regenerateReports(
  generators: readonly ReportGenerator[],
  options: { root: string; check: boolean; progress?: (outcome: ReportOutcome, index: number) => void },
): Promise<ReportOutcome[]> {
  const outcomes: ReportOutcome[] = [];
  for (const generator of generators) {
    const outcome = await runGenerator(generator, options.root, options.check);
    options.progress?.(outcome, outcomes.length);
    outcomes.push(outcome);
  }
  return outcomes;
}

async function runGenerator(generator: ReportGenerator, root: string, checkOnly: boolean): Promise<ReportOutcome> {
  const target = join(root, generator.file);
  const base = { file: displayPath(target), description: generator.description };
  try {
    const content = await generator.generate();
    const committed = await readFile(target, 'utf8').catch(() => undefined);
    if (committed === content) return { ...base, status: 'unchanged' };
    if (checkOnly) return { ...base, status: 'stale' };
    await makeFolder(dirname(target));
    await writeFileAtomic(target, content);
    return { ...base, status: 'written' };
  } catch (error) {
    return { ...base, status: 'failed', errors: failureLines(error) };
  }
}

/** Why a report failed, one line per problem. */
export function failureLines(error: unknown): string[] {
  return isUserInputError(error)
    ? ('errors' in error ? error.errors : [error]).map((e) => e.format())
    : [`internal error: ${error instanceof Error ? error.message : String(error)}`];
}

export function countStatus(reports: readonly ReportOutcome[], status: ReportStatus): number {
  return reports.filter((r) => r.status === status).length;
}
