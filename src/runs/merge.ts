import type { RunManifest, ScenarioRecord } from '../contract/index.ts';
import { ChokepointError } from '../errors.ts';
import { interleave, planSha256 } from './shard.ts';
import { canonicalJson, manifestPath, MEASUREMENT_KEYS, readRunDirectory, RECORDED_LATER_KEYS, writeCompleteRun } from './store/index.ts';

/**
 * `chokepoint merge DIR... --out DIR`: the parts of a sharded run (`run --shard i/n`) become the
 * one run directory an unsharded run would have written, which `stats`, `rescore` and `view` read
 * unchanged. The parts must measure the same thing (every field below agrees), be complete (every
 * record of each part present and valid), and together be exactly the plan: one part per shard
 * index, and the interleaved record ids hash to the plan's SHA-256 that every part recorded.
 */

/** Manifest fields every part must share: what is measured, by whom, behind what, with which code. */
const AGREEING_FIELDS = [...MEASUREMENT_KEYS, ...RECORDED_LATER_KEYS, 'codeCommit'] as const;

export interface MergeResult {
  readonly out: string;
  readonly parts: number;
  readonly records: number;
  readonly manifest: RunManifest;
}

interface Part {
  readonly dir: string;
  readonly manifest: RunManifest;
  readonly records: readonly ScenarioRecord[];
}

function fail(message: string, dir: string, field?: string): never {
  throw new ChokepointError('usage', message, { file: manifestPath(dir), ...(field ? { field } : {}) });
}

async function readPart(dir: string): Promise<Part> {
  const run = await readRunDirectory(dir);
  if (!run.manifest.shard) fail('not a shard of a run (its manifest has no shard field: run it with --shard i/n)', dir, 'shard');
  if (run.missing.length > 0) {
    const shown = run.missing.slice(0, 3).join(', ') + (run.missing.length > 3 ? ', …' : '');
    fail(`the shard is unfinished: ${run.missing.length} record(s) missing (${shown}); finish it with run --resume`, dir, 'scenarios');
  }
  return { dir, manifest: run.manifest, records: run.records };
}

function checkAgreement(parts: readonly Part[]): void {
  const [first, ...rest] = parts;
  for (const part of rest) {
    for (const field of AGREEING_FIELDS) {
      const a = canonicalJson(first.manifest[field] ?? null);
      const b = canonicalJson(part.manifest[field] ?? null);
      if (a !== b) fail(`${field} differs from ${first.dir} (${b} here, ${a} there): the parts do not measure the same run`, part.dir, field);
    }
    if (first.manifest.toolVersions.chokepoint !== part.manifest.toolVersions.chokepoint) {
      fail(
        `chokepoint version differs from ${first.dir} (${part.manifest.toolVersions.chokepoint} here, ${first.manifest.toolVersions.chokepoint} there)`,
        part.dir,
        'toolVersions.chokepoint',
      );
    }
    const [s, t] = [first.manifest.shard!, part.manifest.shard!];
    if (s.count !== t.count || s.planSize !== t.planSize || s.planSha256 !== t.planSha256) {
      fail(`shard of another plan than ${first.dir} (${t.count} shards of ${t.planSize} records here, ${s.count} of ${s.planSize} there)`, part.dir, 'shard');
    }
  }
}

/** The parts in shard order, one per index 1..n. */
function orderParts(parts: readonly Part[]): Part[] {
  const { count } = parts[0].manifest.shard!;
  const byIndex = new Map<number, Part>();
  for (const part of parts) {
    const { index } = part.manifest.shard!;
    const seen = byIndex.get(index);
    if (seen) fail(`shard ${index}/${count} given twice (also ${seen.dir})`, part.dir, 'shard.index');
    byIndex.set(index, part);
  }
  const absent = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (absent.length > 0) {
    throw new ChokepointError('usage', `incomplete: shard(s) ${absent.map((i) => `${i}/${count}`).join(', ')} not given (${parts.length} of ${count} parts)`, {
      field: 'DIR...',
    });
  }
  return Array.from({ length: count }, (_, i) => byIndex.get(i + 1)!);
}

/** The run started when its first part did and ended when its last part did. */
function joinedTimes(parts: readonly Part[]): Pick<RunManifest, 'startedAt' | 'endedAt'> {
  const ended = parts.map((p) => p.manifest.endedAt);
  return {
    startedAt: parts.map((p) => p.manifest.startedAt).sort()[0],
    ...(ended.every((e) => e !== undefined) ? { endedAt: ended.sort().at(-1)! } : {}),
  };
}

/** Token totals add up over the parts (absent when a part has none: agents without a model). */
function joinedTokens(parts: readonly Part[]): Pick<RunManifest, 'tokens'> {
  const totals = parts.map((p) => p.manifest.tokens);
  if (totals.some((t) => t === undefined)) return {};
  const sum = (key: keyof NonNullable<RunManifest['tokens']>) => totals.reduce((n, t) => n + t![key], 0);
  return { tokens: { input: sum('input'), output: sum('output'), responses: sum('responses'), unreported: sum('unreported') } };
}

export async function mergeRuns(dirs: readonly string[], out: string): Promise<MergeResult> {
  if (dirs.length === 0) throw new ChokepointError('usage', 'name the run directories of the shards to merge', { field: 'DIR...' });
  const parts = orderParts(await Promise.all(dirs.map(readPart)));
  checkAgreement(parts);
  const plan = interleave(parts.map((p) => p.manifest.scenarios));
  const { planSize, planSha256: expected } = parts[0].manifest.shard!;
  if (plan.length !== planSize || new Set(plan).size !== plan.length || planSha256(plan) !== expected) {
    throw new ChokepointError(
      'usage',
      `the parts do not add up to the plan they were cut from (${plan.length} records, plan of ${planSize}): overlapping or edited shards`,
      {
        field: 'DIR...',
      },
    );
  }
  const byId = new Map(parts.flatMap((p) => p.records.map((r) => [r.scenario.id, r] as const)));
  const records = plan.map((id) => byId.get(id)!);
  const { shard: _shard, ...whole } = parts[0].manifest;
  const manifest: RunManifest = { ...whole, ...joinedTimes(parts), ...joinedTokens(parts), scenarios: plan };
  await writeCompleteRun(out, manifest, records);
  return { out, parts: parts.length, records: records.length, manifest };
}
