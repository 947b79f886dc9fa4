// Source: apple/ToolSandbox, tool_sandbox/common/evaluation.py (column and snapshot similarities, SnapshotConstraint, Milestone, CachedSimilarityCalculator.calculate_similarity, MilestoneMatcher, Evaluation.evaluate, EvaluationResult) and tool_sandbox/common/utils.py (is_close), commit 165848b9a78cead7ca7fe7c89c688b58e6501219
import type { JudgeContext, Snapshot, TraceCall } from 'chokepoint';

export type Database = 'sandbox' | 'setting' | 'contact' | 'messaging' | 'reminder';
export const DATABASES: readonly Database[] = ['sandbox', 'setting', 'contact', 'messaging', 'reminder'];

export type Row = Readonly<Record<string, unknown>>;
export type Context = Pick<JudgeContext, 'pre' | 'messages' | 'steps' | 'trace'>;

/** Per-row similarity in [0, 1] of one column with a value. */
export type ColumnSimilarity = (rows: readonly Row[], column: string, value: unknown) => number[];

/** A snapshot similarity: the database at the milestone's message, the target rows, the reference database. */
export type SnapshotSimilarity = (
  snapshot: readonly Row[],
  target: readonly Row[] | undefined,
  columnSimilarities: Readonly<Record<string, ColumnSimilarity>>,
  reference: readonly Row[] | undefined,
) => number;

/** Stands for an argument the call did not pass. */
const NOT_GIVEN = Symbol('NOT_GIVEN');

export function isClose(value: unknown, reference: unknown, atol?: number): boolean {
  if (atol !== undefined && typeof value === 'number' && typeof reference === 'number') {
    return Math.abs(value - reference) <= atol;
  }
  return value === reference;
}

export const columnExactMatchSimilarity: ColumnSimilarity = (rows, column, value) =>
  value !== null ? rows.map((r) => (r[column] === value ? 1 : 0)) : rows.map((r) => (r[column] === null ? 1 : 0));

export const columnOneSimilarity: ColumnSimilarity = (rows) => rows.map(() => 1);

export const columnContainsSimilarity: ColumnSimilarity = (rows, column, value) =>
  rows.map((r) => (String(r[column] ?? '').includes(String(value)) ? 1 : 0));

interface GoldenTrace {
  readonly tool_name: string;
  readonly arguments: Readonly<Record<string, unknown>>;
}

/** column_tool_trace_exact_match_similarity: some recorded call has the golden name and every golden argument. */
export function columnToolTraceExactMatchSimilarity(atolDict?: Readonly<Record<string, number>>): ColumnSimilarity {
  return (rows, column, value) => {
    const trace = JSON.parse(String(value)) as GoldenTrace | GoldenTrace[];
    const goldenTraces = Array.isArray(trace) ? trace : [trace];
    const matchTrace = (recorded: unknown): number => {
      if (recorded === null) return 0;
      for (const goldenTrace of goldenTraces) {
        for (const toolTraceJson of recorded as string[]) {
          const toolTrace = JSON.parse(toolTraceJson) as GoldenTrace;
          const argumentsMatch = Object.keys(goldenTrace.arguments).every((argumentName) =>
            isClose(
              argumentName in toolTrace.arguments ? toolTrace.arguments[argumentName] : NOT_GIVEN,
              goldenTrace.arguments[argumentName],
              atolDict === undefined ? undefined : atolDict[argumentName],
            ),
          );
          if (toolTrace.tool_name === goldenTrace.tool_name && argumentsMatch) return 1;
        }
      }
      return 0;
    };
    return rows.map((r) => matchTrace(r[column]));
  };
}

/** rouge_score's tokenizer: lower case, runs of letters and digits. */
function rougeTokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((t) => t !== '');
}

function lcsLength(a: readonly string[], b: readonly string[]): number {
  const table: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      table[i][j] = a[i - 1] === b[j - 1] ? table[i - 1][j - 1] + 1 : Math.max(table[i - 1][j], table[i][j - 1]);
    }
  }
  return table[a.length][b.length];
}

/** ROUGE-L F-measure of the prediction against the target. */
export function rougeL(target: string, prediction: string): number {
  const targetTokens = rougeTokens(target);
  const predictionTokens = rougeTokens(prediction);
  if (targetTokens.length === 0 || predictionTokens.length === 0) return 0;
  const lcs = lcsLength(targetTokens, predictionTokens);
  const precision = lcs / predictionTokens.length;
  const recall = lcs / targetTokens.length;
  if (precision + recall === 0) return 0;
  return (2 * precision * recall) / (precision + recall);
}

export const columnRougeLSimilarity: ColumnSimilarity = (rows, column, value) =>
  rows.map((r) => rougeL(String(value), String(r[column] ?? '')));

/** Columns the target's rows name and the snapshot's rows have. */
function columnsOf(rows: readonly Row[]): Set<string> {
  return new Set(rows.flatMap((r) => Object.keys(r)));
}

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]));
}

/**
 * snapshot_similarity: same number of rows and every target column present, then the one-to-one
 * pairing of target and snapshot rows that maximises the geometric mean of the column similarities.
 */
export const snapshotSimilarity: SnapshotSimilarity = (snapshot, target, columnSimilarities) => {
  if (target === undefined) throw new Error('snapshot_similarity needs a target');
  const snapshotColumns = columnsOf(snapshot);
  if (snapshot.length !== target.length || [...columnsOf(target)].some((c) => !snapshotColumns.has(c))) return 0;
  const costMatrix = target.map((row) => {
    const columnCosts = Object.entries(row).map(([columnName, value]) =>
      columnSimilarities[columnName](snapshot, columnName, value).map((s) => -Math.log(s)),
    );
    return snapshot.map((_, j) => columnCosts.reduce((sum, costs) => sum + costs[j], 0) / columnCosts.length);
  });
  let best = Infinity;
  for (const assignment of permutations(target.length)) {
    const cost = assignment.reduce((sum, j, i) => sum + costMatrix[i][j], 0) / target.length;
    if (cost < best) best = cost;
  }
  // no assignment with a finite cost: linear_sum_assignment finds the matrix infeasible
  if (best === Infinity) return 0;
  return Math.exp(-best);
};

/** fill_null(strategy="zero"), and the row id the contract adds dropped as sandbox_message_index is. */
function normalised(rows: readonly Row[]): Row[] {
  return rows.map((r) => Object.fromEntries(Object.entries(r).filter(([column]) => column !== 'rowid').map(([column, v]) => [column, v ?? 0])));
}

function sameRow(a: Row, b: Row, columns: readonly string[]): boolean {
  return columns.every((c) => a[c] === b[c]);
}

/** addition_similarity: every reference row still there (inner join on all columns), the rows added compared with the target. */
export const additionSimilarity: SnapshotSimilarity = (snapshotRows, target, columnSimilarities, referenceRows) => {
  if (target === undefined || referenceRows === undefined) throw new Error('addition_similarity needs a target and a reference');
  const snapshot = normalised(snapshotRows);
  const reference = normalised(referenceRows);
  const columns = [...columnsOf(snapshot)];
  let joined = 0;
  for (const row of snapshot) joined += reference.filter((r) => sameRow(row, r, columns)).length;
  if (reference.length !== joined) return 0;
  const added = snapshot.filter((row) => !reference.some((r) => sameRow(row, r, columns)));
  return snapshotSimilarity(added, normalised(target), columnSimilarities, reference);
};

/** removal_similarity: addition_similarity with the snapshot and the reference swapped. */
export const removalSimilarity: SnapshotSimilarity = (snapshot, target, columnSimilarities, reference) => {
  if (target === undefined || reference === undefined) throw new Error('removal_similarity needs a target and a reference');
  return additionSimilarity(reference, target, columnSimilarities, snapshot);
};

/** update_similarity: as many rows as the reference, the rows that differ from it compared with the target. */
export const updateSimilarity: SnapshotSimilarity = (snapshotRows, target, columnSimilarities, referenceRows) => {
  if (target === undefined || referenceRows === undefined) throw new Error('update_similarity needs a target and a reference');
  const snapshot = normalised(snapshotRows);
  const reference = normalised(referenceRows);
  if (reference.length !== snapshot.length) return 0;
  const columns = [...columnsOf(snapshot)];
  const changed = snapshot.filter((row) => !reference.some((r) => sameRow(row, r, columns)));
  return snapshotSimilarity(changed, normalised(target), columnSimilarities, reference);
};

/** guardrail_similarity: 1 when the database is the same as at the reference milestone. */
export const guardrailSimilarity: SnapshotSimilarity = (snapshot, _target, _columns, reference) =>
  Number(JSON.stringify(snapshot) === JSON.stringify(reference));

const DEFAULT_COLUMN_SIMILARITIES: Readonly<Record<Database, Readonly<Record<string, ColumnSimilarity>>>> = {
  sandbox: {
    sender: columnExactMatchSimilarity,
    recipient: columnExactMatchSimilarity,
    content: columnRougeLSimilarity,
    tool_call_exception: columnOneSimilarity,
    tool_trace: columnToolTraceExactMatchSimilarity(),
  },
  setting: {
    device_id: columnExactMatchSimilarity,
    cellular: columnExactMatchSimilarity,
    wifi: columnExactMatchSimilarity,
    location_service: columnExactMatchSimilarity,
    low_battery_mode: columnExactMatchSimilarity,
    latitude: columnExactMatchSimilarity,
    longitude: columnExactMatchSimilarity,
  },
  contact: {
    person_id: columnExactMatchSimilarity,
    name: columnExactMatchSimilarity,
    phone_number: columnExactMatchSimilarity,
    relationship: columnRougeLSimilarity,
    is_self: columnExactMatchSimilarity,
  },
  messaging: {
    message_id: columnExactMatchSimilarity,
    sender_person_id: columnExactMatchSimilarity,
    sender_phone_number: columnExactMatchSimilarity,
    recipient_person_id: columnExactMatchSimilarity,
    recipient_phone_number: columnExactMatchSimilarity,
    content: columnRougeLSimilarity,
    creation_timestamp: columnExactMatchSimilarity,
  },
  reminder: {
    reminder_id: columnExactMatchSimilarity,
    content: columnRougeLSimilarity,
    creation_timestamp: columnExactMatchSimilarity,
    reminder_timestamp: columnExactMatchSimilarity,
    latitude: columnExactMatchSimilarity,
    longitude: columnExactMatchSimilarity,
  },
};

export interface SnapshotConstraint {
  readonly database: Database;
  readonly similarity: SnapshotSimilarity;
  /** The milestone whose message gives the reference database; -1 is the first user message. */
  readonly referenceMilestone?: number;
  readonly target?: readonly Row[];
  readonly columnSimilarities?: Readonly<Record<string, ColumnSimilarity>>;
}

export interface Milestone {
  readonly constraints: readonly SnapshotConstraint[];
  readonly guardrailDatabases?: readonly Database[];
  readonly guardrailExclusions?: readonly Database[];
}

interface Constraint {
  readonly database: Database;
  readonly similarity: SnapshotSimilarity;
  readonly referenceMilestone: number | undefined;
  readonly target: readonly Row[] | undefined;
  readonly columnSimilarities: Readonly<Record<string, ColumnSimilarity>>;
}

/** How a call reads as the agent's message to the execution environment: the Python code it runs. */
function callCode(call: TraceCall): string {
  const args = Object.entries(call.args).map(([name, value]) => `${name}=${JSON.stringify(value)}`);
  return `${call.tool}(${args.join(', ')})`;
}

/** The sandbox database at one message: that message as one row. */
function sandboxRow(ctx: Context, index: number): Row {
  const message = ctx.messages[index];
  if (message.role === 'system') return { sender: 'system', recipient: 'agent', content: message.text, tool_trace: null };
  if (message.role === 'user') return { sender: 'user', recipient: 'agent', content: message.text, tool_trace: null };
  if (message.role === 'assistant') {
    const calls = message.toolCalls ?? [];
    if (calls.length > 0) {
      const code = calls.map((i) => callCode(ctx.trace[i])).join('\n');
      return { sender: 'agent', recipient: 'execution_environment', content: code, tool_trace: null };
    }
    return { sender: 'agent', recipient: 'user', content: message.text, tool_trace: null };
  }
  const call = message.toolCall === undefined ? undefined : ctx.trace[message.toolCall];
  // only a call that ran leaves a tool trace
  const toolTrace =
    call !== undefined && call.status === 'ok'
      ? [JSON.stringify({ tool_name: call.tool, arguments: call.args, result: call.result })]
      : null;
  return { sender: 'execution_environment', recipient: 'agent', content: message.text, tool_trace: toolTrace };
}

/** A database as it was at a message: after the last call answered at or before it. */
function databaseAt(ctx: Context, database: Database, index: number): Row[] {
  if (database === 'sandbox') return [sandboxRow(ctx, index)];
  let state: Snapshot = ctx.pre;
  for (let m = 0; m <= index; m++) {
    const toolCall = ctx.messages[m].toolCall;
    if (toolCall !== undefined) state = ctx.steps[toolCall].state;
  }
  return state.tables[database].map((row) => ({ ...row }));
}

export function firstUserMessageIndex(ctx: Context): number {
  return ctx.messages.findIndex((m) => m.role === 'user');
}

type Mapping = Map<number, readonly [number, number]>;

/** Milestones (or minefields) over the conversation, matched to messages in an order their DAG allows. */
export class MilestoneMatcher {
  private readonly milestones: { readonly constraints: Constraint[]; readonly guardrailDatabases: Database[] }[];
  private readonly edges: readonly (readonly [number, number])[];

  constructor(milestones: readonly Milestone[], edgeList?: readonly (readonly [number, number])[]) {
    this.milestones = milestones.map((m) => {
      if (m.guardrailDatabases !== undefined && m.guardrailExclusions !== undefined) {
        throw new Error('Only one of guardrailDatabases, guardrailExclusions should be set');
      }
      const exclusions = m.guardrailExclusions ?? [];
      return {
        constraints: m.constraints.map((c) => ({
          database: c.database,
          similarity: c.similarity,
          referenceMilestone: c.referenceMilestone,
          target: c.target,
          columnSimilarities: { ...DEFAULT_COLUMN_SIMILARITIES[c.database], ...c.columnSimilarities },
        })),
        guardrailDatabases: (m.guardrailDatabases ?? DATABASES).filter((d) => !exclusions.includes(d)),
      };
    });
    this.edges = edgeList ?? Array.from({ length: Math.max(milestones.length - 1, 0) }, (_, i) => [i, i + 1] as const);
    this.addGuardrailConstraints();
  }

  private predecessors(node: number): number[] {
    return this.edges.filter(([, to]) => to === node).map(([from]) => from);
  }

  /** Every database no milestone involved checks must stay as it was at the referenced and preceding milestones. */
  private addGuardrailConstraints(): void {
    this.milestones.forEach((milestone, i) => {
      const referenceNodes = new Set(
        milestone.constraints.map((c) => c.referenceMilestone).filter((r): r is number => r !== undefined),
      );
      const related = new Set([...referenceNodes, ...this.predecessors(i)]);
      const guarded = new Set(milestone.guardrailDatabases);
      guarded.delete('sandbox');
      // a reference to the first user message (-1) indexes from the end, as a Python list does
      for (const j of new Set([i, ...related])) {
        for (const c of this.milestones.at(j)?.constraints ?? []) {
          if (c.similarity !== guardrailSimilarity) guarded.delete(c.database);
        }
      }
      for (const reference of related) {
        for (const database of guarded) {
          milestone.constraints.push({
            database,
            similarity: guardrailSimilarity,
            referenceMilestone: reference,
            target: undefined,
            columnSimilarities: DEFAULT_COLUMN_SIMILARITIES[database],
          });
        }
      }
    });
  }

  /** Geometric mean of the milestone's constraint similarities at a message; guardrails multiply in but do not count. */
  private calculateSimilarity(ctx: Context, milestone: number, current: number, mapping: Mapping): number {
    let similarity = 1;
    let similarityCount = 0;
    for (const constraint of this.milestones[milestone].constraints) {
      let referenceIndex: number | undefined;
      if (constraint.referenceMilestone === undefined) referenceIndex = undefined;
      else if (constraint.referenceMilestone === -1) referenceIndex = firstUserMessageIndex(ctx);
      else {
        const mapped = mapping.get(constraint.referenceMilestone);
        if (mapped === undefined) throw new Error(`milestone ${constraint.referenceMilestone} is not mapped yet`);
        referenceIndex = mapped[0];
      }
      similarity *= constraint.similarity(
        databaseAt(ctx, constraint.database, current),
        constraint.target,
        constraint.columnSimilarities,
        referenceIndex === undefined ? undefined : databaseAt(ctx, constraint.database, referenceIndex),
      );
      similarityCount += Number(constraint.similarity !== guardrailSimilarity);
    }
    return Math.pow(similarity, 1 / similarityCount);
  }

  /** Best mapping by depth-first search, the most similar candidates first, pruning branches that cannot win. */
  private dfs(ctx: Context, assigned: Mapping, assignedSum: number, remaining: ReadonlySet<number>, maxIndex: number, minIndex: number): [Mapping, number] {
    if (remaining.size === 0) return [assigned, assignedSum];
    const lastAssigned = assigned.size > 0 ? [...assigned.values()][assigned.size - 1][0] : minIndex;
    const candidates: [number, number, number][] = [];
    for (const node of remaining) {
      const blocked = this.predecessors(node).some((p) => remaining.has(p));
      if (blocked) continue;
      for (let index = maxIndex; index >= lastAssigned; index--) {
        candidates.push([this.calculateSimilarity(ctx, node, index, assigned), node, index]);
      }
    }
    candidates.sort((a, b) => b[0] - a[0] || a[1] - b[1] || a[2] - b[2]);
    let bestMapping: Mapping = new Map();
    let bestSum = -1;
    for (const [similarity, node, index] of candidates) {
      if (assignedSum + similarity + remaining.size - 1 <= bestSum) continue;
      const next = new Map(assigned);
      next.set(node, [index, similarity]);
      const rest = new Set(remaining);
      rest.delete(node);
      const [mapping, sum] = this.dfs(ctx, next, assignedSum + similarity, rest, maxIndex, minIndex);
      if (sum > bestSum) {
        bestMapping = mapping;
        bestSum = sum;
      }
    }
    return [bestMapping, bestSum];
  }

  /** The mean similarity of the best mapping; undefined when there is nothing to match. */
  computeSimilarity(ctx: Context): number | undefined {
    if (this.milestones.length === 0) return undefined;
    const nodes = new Set(this.milestones.map((_, i) => i));
    const [, sum] = this.dfs(ctx, new Map(), 0, nodes, ctx.messages.length - 1, firstUserMessageIndex(ctx));
    return sum / this.milestones.length;
  }
}

/** Evaluation.evaluate: the milestone similarity, nullified when any minefield matched. */
export function evaluate(
  ctx: Context,
  milestones: readonly Milestone[],
  minefields: readonly Milestone[] = [],
  milestoneEdges?: readonly (readonly [number, number])[],
): number {
  const milestoneSimilarity = new MilestoneMatcher(milestones, milestoneEdges).computeSimilarity(ctx) ?? 1;
  const minefieldSimilarity = new MilestoneMatcher(minefields).computeSimilarity(ctx) ?? 0;
  return Number(minefieldSimilarity === 0) * milestoneSimilarity;
}
