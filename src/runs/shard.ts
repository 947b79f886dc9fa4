import { createHash } from 'node:crypto';
import type { ShardIdentity } from '../contract/index.ts';
import { ChokepointError } from '../errors.ts';

/**
 * Splitting one run across processes or machines (`run --shard i/n`) and joining the parts
 * (`chokepoint merge`). The plan is the run's record ids in run order (scenarios x attacks x
 * repeats); shard i of n takes every n-th record starting at the i-th, so the parts differ in size
 * by at most one and each gets its share of benign and attack scenarios, of attacks and of
 * repeats. The plan's size and SHA-256 travel in every part's manifest: the merge rebuilds the plan
 * by interleaving the parts back and checks it hashes the same, which proves the parts are
 * disjoint, complete and of one plan.
 */

export interface ShardSpec {
  /** 1-based. */
  readonly index: number;
  readonly count: number;
}

/** `i/n` with 1 <= i <= n. */
export function parseShard(text: string): ShardSpec {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = match ? Number(match[1]) : NaN;
  const count = match ? Number(match[2]) : NaN;
  if (!match || !(count >= 1) || !(index >= 1 && index <= count)) {
    throw new ChokepointError('usage', `expected i/n with 1 <= i <= n (e.g. 2/8), got ${JSON.stringify(text)}`, { field: '--shard' });
  }
  return { index, count };
}

/** SHA-256 of the plan's record ids in run order, one per line (fed to the hash an id at a time). */
export function planSha256(ids: Iterable<string>): string {
  return planDigest(ids).sha256;
}

function planDigest(ids: Iterable<string>): { readonly size: number; readonly sha256: string } {
  const hash = createHash('sha256');
  let size = 0;
  for (const id of ids) hash.update(size++ === 0 ? id : `\n${id}`);
  return { size, sha256: hash.digest('hex') };
}

/** The positions in a plan of `size` records that shard `spec` runs, in run order: every count-th, from the index-th. */
export function shardPositions(size: number, spec: ShardSpec): number[] {
  const positions: number[] = [];
  for (let position = spec.index - 1; position < size; position += spec.count) positions.push(position);
  return positions;
}

/** The part of `plan` that shard `spec` runs, in run order. */
export function shardOf<T>(plan: readonly T[], spec: ShardSpec): T[] {
  return shardPositions(plan.length, spec).map((position) => plan[position]);
}

/** What a shard's manifest records about the whole run, its record ids read once in run order. */
export function shardIdentity(planIds: Iterable<string>, spec: ShardSpec): ShardIdentity {
  const { size, sha256 } = planDigest(planIds);
  return { index: spec.index, count: spec.count, planSize: size, planSha256: sha256 };
}

/** The plan back from its parts (`parts[i]` is shard i+1's ids in run order): the inverse of `shardOf`. */
export function interleave(parts: readonly (readonly string[])[]): string[] {
  const plan: string[] = [];
  const longest = Math.max(0, ...parts.map((p) => p.length));
  for (let round = 0; round < longest; round++) for (const part of parts) if (round < part.length) plan.push(part[round]);
  return plan;
}
