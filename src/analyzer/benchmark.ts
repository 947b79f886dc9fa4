import { dirname, join, relative, sep } from 'node:path';
import type { Benchmark, LoadedDefinition, ResolvedBenchmark, TaskCore } from '../registry/index.ts';
import { analyzeFiles, type AnalyzeOptions } from './analyze.ts';
import { applyDirectives } from './directives.ts';
import { markKnown, type ViewedFinding } from './finding-view.ts';
import { KnownDefects } from './known-defects.ts';
import type { FileAnalysis, FileProblem, JudgeAnalysis } from './types.ts';

/**
 * The analysis of a whole benchmark: every definition file of every version, in one program.
 * Reports and diffs pick the judges in effect at a version from it. Findings are seen as `lint`
 * sees them (finding-view.ts): with the rule settings given (the project's configuration), the
 * defects the version manifests document marked known, and those an inline disable suppresses
 * left out and counted.
 */
export interface BenchmarkAnalysis {
  readonly benchmark: Benchmark<TaskCore>;
  readonly byFile: ReadonlyMap<string, ReviewedFile>;
}

/** A judge's analysis with the one view of its findings. */
export interface ReviewedJudge extends JudgeAnalysis {
  readonly findings: readonly ViewedFinding[];
  /** Findings of this judge an inline disable suppresses. */
  readonly suppressed: number;
}

export interface ReviewedFile extends FileAnalysis {
  readonly judges: readonly ReviewedJudge[];
}

export function analyzeBenchmark(benchmark: Benchmark<TaskCore>, options: AnalyzeOptions = {}): BenchmarkAnalysis {
  const files = [...new Set(benchmark.definitions.map((d) => d.file))];
  const result = analyzeFiles(files, options);
  const known = new KnownDefects((judgesDir) => benchmark.versionsDir ?? join(dirname(judgesDir), 'versions'));
  const review = (judge: JudgeAnalysis): ReviewedJudge => {
    const { findings, suppressed } = applyDirectives([judge.file], markKnown(judge, known), 'off');
    return { ...judge, findings, suppressed };
  };
  return { benchmark, byFile: new Map(result.files.map((f) => [f.file, { ...f, judges: f.judges.map(review) }])) };
}

/** A resolved task's judge, with where its definition comes from. */
export interface ResolvedJudge {
  readonly task: string;
  readonly suite: string;
  readonly taskKind: 'user' | 'injection';
  readonly judge: 'utility' | 'attack';
  /** Version of the definition in effect. */
  readonly definedIn: string;
  /** Path relative to the judges folder (`workspace/user_task_3/1.0.0.ts`). */
  readonly file: string;
  /** Undefined when the analyzer found no definition for it in the file (reported as a problem). */
  readonly analysis?: ReviewedJudge;
  readonly problems: readonly FileProblem[];
}

export function judgesAt(analysis: BenchmarkAnalysis, resolved: ResolvedBenchmark<TaskCore>): ResolvedJudge[] {
  return resolved.tasks.map((loaded) => resolvedJudge(analysis, loaded));
}

function resolvedJudge(analysis: BenchmarkAnalysis, loaded: LoadedDefinition<TaskCore>): ResolvedJudge {
  const { definition, file } = loaded;
  const judge = definition.kind === 'user' ? 'utility' : 'attack';
  const fileAnalysis = analysis.byFile.get(file);
  const matching = fileAnalysis?.judges.filter((j) => j.judge === judge) ?? [];
  const found = matching.find((j) => j.task === definition.id) ?? (matching.length === 1 ? matching[0] : undefined);
  return {
    task: definition.id,
    suite: definition.suite,
    taskKind: definition.kind,
    judge,
    definedIn: definition.version,
    file: relativeTo(analysis.benchmark.judgesDir, file),
    analysis: found,
    problems: fileAnalysis?.problems ?? [],
  };
}

export function relativeTo(root: string | undefined, file: string): string {
  if (!root) return file;
  const rel = relative(root, file);
  return rel.startsWith('..') ? file : rel.split(sep).join('/');
}
