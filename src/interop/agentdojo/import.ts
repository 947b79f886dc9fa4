import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve as resolvePath } from 'node:path';
import { MANIFEST_SCHEMA, type RunManifest, type ScenarioRecord } from '../../contract/index.ts';
import { ChokepointError } from '../../errors.ts';
import { checkOutputFolder, writeFolder } from '../../output.ts';
import { writeCompleteRun, writeRunContents } from '../../runs/index.ts';
import { compareNatural } from '../../registry/index.ts';
import type { RunData } from '../../runs/index.ts';
import { visitPipelines } from './archive.ts';
import type { PipelineOrigin, PipelineSource, SourceFile } from './source-file.ts';
import { detectCaseSet, type CaseSetDetection } from './case-sets.ts';
import { AGENTDOJO_JUDGE, convertRunFile, type ImportProblem, type ImportWarning } from './convert.ts';

/**
 * One AgentDojo pipeline -> one chokepoint run (manifest + records). Every file either becomes a
 * record or a problem; the counts always add up to the number of files read.
 */

/** Defense suffixes of AgentDojo pipeline names (`gpt-4o-2024-05-13-tool_filter`). */
export const AGENTDOJO_DEFENSES = ['repeat_user_prompt', 'spotlighting_with_delimiting', 'tool_filter', 'transformers_pi_detector'] as const;

export function splitPipelineName(pipeline: string): { model: string; defenses: string[] } {
  const defense = AGENTDOJO_DEFENSES.find((d) => pipeline.endsWith(`-${d}`));
  return defense ? { model: pipeline.slice(0, -defense.length - 1), defenses: [defense] } : { model: pipeline, defenses: [] };
}

export interface ImportedPipeline {
  readonly pipeline: string;
  readonly source: string;
  /** The published archive a compact source was derived from, else null. */
  readonly derivedFrom: string | null;
  readonly manifest: RunManifest;
  /** In manifest order. */
  readonly records: readonly ScenarioRecord[];
  readonly files: number;
  readonly problems: readonly ImportProblem[];
  readonly warnings: readonly ImportWarning[];
  readonly caseSet: CaseSetDetection;
  /** `pipeline_name` values in the files that differ from the folder name (AgentDojo records e.g. `local`). */
  readonly otherPipelineNames: readonly string[];
}

function earliest(records: readonly ScenarioRecord[]): string {
  const times = records.map((r) => r.startedAt).filter((t) => !Number.isNaN(Date.parse(t)));
  return times.length === 0 ? new Date(0).toISOString() : times.reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b));
}

/** Converts the files of one pipeline as they arrive (nothing but the records is kept), then builds the run. */
export class PipelineImporter {
  private readonly problems: ImportProblem[] = [];
  private readonly warnings: ImportWarning[] = [];
  private readonly byId = new Map<string, { record: ScenarioRecord; file: string }>();
  private readonly otherNames = new Set<string>();
  private readonly versions = new Set<string>();
  private readonly packageVersions = new Set<string>();
  /** Per file: path and content digest; the run's fingerprint hashes them in path order. */
  private readonly digests: [string, string][] = [];

  readonly pipeline: string;
  readonly source: string;
  private readonly derivedFrom: string | null;

  constructor(origin: PipelineOrigin) {
    this.pipeline = origin.pipeline;
    this.source = origin.source;
    this.derivedFrom = origin.derivedFrom;
  }

  add(file: SourceFile): void {
    this.digests.push([file.relativePath, createHash('sha256').update(file.text).digest('hex')]);
    if (file.refused !== undefined) {
      this.problems.push({ file: file.origin, reason: file.refused });
      return;
    }
    const result = convertRunFile(file, this.source);
    if (!result.ok) {
      this.problems.push(result.problem);
      return;
    }
    const { record } = result.run;
    const previous = this.byId.get(record.scenario.id);
    if (previous) {
      this.problems.push({ file: file.origin, reason: `duplicate run of scenario ${record.scenario.id} (first in ${previous.file})` });
      return;
    }
    this.byId.set(record.scenario.id, { record, file: file.origin });
    this.warnings.push(...result.run.warnings);
    if (result.run.pipelineNameInFile !== null && result.run.pipelineNameInFile !== this.pipeline) this.otherNames.add(result.run.pipelineNameInFile);
    this.versions.add(record.benchmarkVersion);
    const packageVersion = record.imported?.labels.agentdojo_package_version;
    if (typeof packageVersion === 'string') this.packageVersions.add(packageVersion);
  }

  private fingerprint(): string {
    const hash = createHash('sha256');
    for (const [path, digest] of [...this.digests].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) hash.update(`${path}\0${digest}\n`);
    return hash.digest('hex');
  }

  finish(toolVersions: Readonly<Record<string, string>> = {}): ImportedPipeline {
    const ids = [...this.byId.keys()].sort(compareNatural);
    const records = ids.map((id) => this.byId.get(id)!.record);
    const caseSet = detectCaseSet(records);
    const { model, defenses } = splitPipelineName(this.pipeline);
    const versions = [...this.versions].sort();
    const attacks = [...new Set(records.flatMap((r) => (r.scenario.attack === undefined ? [] : [r.scenario.attack])))].sort(compareNatural);
    const manifest: RunManifest = {
      schema: MANIFEST_SCHEMA,
      agent: AGENTDOJO_JUDGE,
      model,
      baseUrl: null,
      defenses,
      benchmarkVersion: versions.length === 1 ? versions[0] : `${AGENTDOJO_JUDGE}@mixed(${versions.join(',')})`,
      suite: caseSet.label,
      suiteSha256: this.fingerprint(),
      codeCommit: null,
      startedAt: earliest(records),
      toolVersions: { ...toolVersions, agentdojo: this.packageVersions.size === 0 ? 'unrecorded' : [...this.packageVersions].sort().join(',') },
      scenarios: ids,
      source: `agentdojo:${this.source}#${this.pipeline}`,
      ...(attacks.length > 0 ? { attacks } : {}),
    };
    return {
      pipeline: this.pipeline,
      source: this.source,
      derivedFrom: this.derivedFrom,
      manifest,
      records,
      files: this.digests.length,
      problems: this.problems,
      warnings: this.warnings,
      caseSet,
      otherPipelineNames: [...this.otherNames].sort(),
    };
  }
}

export function importPipeline(source: PipelineSource, toolVersions?: Readonly<Record<string, string>>): ImportedPipeline {
  const importer = new PipelineImporter(source);
  for (const file of source.files) importer.add(file);
  return importer.finish(toolVersions);
}

/** A pipeline (or some of its records) as a run directory's data, for the run statistics. */
export function asRun(pipeline: ImportedPipeline, records: readonly ScenarioRecord[] = pipeline.records): RunData {
  const ids = new Set(records.map((r) => r.scenario.id));
  return { dir: pipeline.pipeline, manifest: { ...pipeline.manifest, scenarios: pipeline.manifest.scenarios.filter((id) => ids.has(id)) }, records };
}

/**
 * Reads and converts every pipeline of `source` (archive, compact file, pipeline folder, or folder of these),
 * file by file as they stream in. Sorted by pipeline name.
 */
export async function importSource(source: string, toolVersions?: Readonly<Record<string, string>>): Promise<ImportedPipeline[]> {
  const importers = new Map<string, PipelineImporter>();
  await visitPipelines(source, (origin, file) => {
    const key = `${origin.pipeline}\0${origin.source}`;
    let importer = importers.get(key);
    if (!importer) importers.set(key, (importer = new PipelineImporter(origin)));
    importer.add(file);
  });
  return [...importers.values()].map((i) => i.finish(toolVersions)).sort((a, b) => a.pipeline.localeCompare(b.pipeline));
}

/**
 * Where each pipeline's run directory goes: `out` itself when SOURCE is one archive or one
 * pipeline folder holding a single pipeline, else `out/<pipeline>`. A pipeline found twice in
 * SOURCE (a folder holding `gpt-4o.tar.gz` and `gpt-4o/`) would need one directory twice: refused,
 * naming both.
 */
export function runDirectories(source: string, pipelines: readonly { pipeline: string; source: string }[], out: string): string[] {
  if (pipelines.length === 1 && pipelines[0].source === source) return [out];
  const first = new Map<string, string>();
  for (const p of pipelines) {
    const seen = first.get(p.pipeline);
    if (seen !== undefined) {
      throw new ChokepointError(
        'usage',
        `pipeline ${p.pipeline} is in the source twice (${seen} and ${p.source}); it would be one run directory ${join(out, p.pipeline)}: import them separately, each with its own --out`,
        { field: '<source>' },
      );
    }
    first.set(p.pipeline, p.source);
  }
  return pipelines.map((p) => join(out, p.pipeline));
}

/** Writes a fresh run directory (refuses one that is not empty): records, then the manifest. */
export async function writeImportedRun(dir: string, imported: ImportedPipeline): Promise<void> {
  await writeCompleteRun(dir, imported.manifest, imported.records);
}

/** One pipeline as `chokepoint import` reports it. */
export interface ImportedRun {
  readonly pipeline: string;
  readonly source: string;
  readonly runDir: string;
  readonly files: number;
  readonly imported: number;
  readonly benign: number;
  readonly probe: number;
  readonly attackByType: Readonly<Record<string, number>>;
  readonly caseSet: string;
  readonly malformed: readonly { file: string; field?: string; reason: string }[];
  readonly warnings: readonly { file: string; reason: string }[];
}

/**
 * Imports every pipeline of `source` and writes each as a fresh run directory under `out` (see
 * `runDirectories`). Every file is converted before anything is written; every directory is built
 * beside its place and renamed into it, so a failed or killed import leaves nothing half-written.
 * Several pipelines into a new or empty `out` are written as one folder; into an `out` holding
 * other things, each pipeline's directory is checked before any is written.
 */
export async function importRuns(source: string, out: string, toolVersions?: Readonly<Record<string, string>>): Promise<ImportedRun[]> {
  const pipelines = await importSource(source, toolVersions);
  const dirs = runDirectories(source, pipelines, out);
  const root = resolvePath(out);
  for (const dir of dirs) {
    const inside = relative(root, resolvePath(dir));
    if (inside.startsWith('..') || isAbsolute(inside)) throw new ChokepointError('usage', `${dir} is outside --out`, { field: '--out' });
  }
  const single = dirs.length === 1 && dirs[0] === out;
  const fresh = single || (await readdir(root).catch(() => [])).length === 0;
  if (fresh) {
    await writeFolder(
      root,
      async (staging) => {
        for (const p of pipelines) await writeRunContents(single ? staging : join(staging, p.pipeline), p.manifest, p.records);
      },
      { field: '--out' },
    );
  } else {
    const purposes = pipelines.map((p) => ({ field: '--out', purpose: `the run directory of pipeline ${p.pipeline}` }));
    for (const [i, dir] of dirs.entries()) await checkOutputFolder(dir, purposes[i]);
    for (const [i, dir] of dirs.entries())
      await writeFolder(dir, (staging) => writeRunContents(staging, pipelines[i].manifest, pipelines[i].records), purposes[i]);
  }
  const runs: ImportedRun[] = [];
  for (const [i, p] of pipelines.entries()) {
    runs.push({
      pipeline: p.pipeline,
      source: p.source,
      runDir: dirs[i],
      files: p.files,
      imported: p.records.length,
      benign: p.caseSet.benign,
      probe: p.caseSet.probe,
      attackByType: p.caseSet.attackByType,
      caseSet: p.caseSet.label,
      malformed: p.problems,
      warnings: p.warnings,
    });
  }
  return runs;
}
