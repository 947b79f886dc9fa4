import { z } from 'zod';
import {
  MANIFEST_SCHEMA,
  OUTCOME_CLASSES,
  RECORD_SCHEMA,
  type AgentEvent,
  type ConditionEvaluation,
  type DisclosureRecord,
  type MediatorDecision,
  type StoredMessage,
  type RunManifest,
  type ScenarioRecord,
  type ScenarioRef,
  type ShardIdentity,
  type SideEffectRecord,
  type SideEffectSetIdentity,
  type ThreatModel,
  type TraceCall,
  type VerdictRecord,
} from '../../contract/index.ts';

/**
 * zod schemas of the on-disk run format (src/contract/record.ts). Reading a run directory
 * validates every file with them, so a truncated or hand-edited record is reported, never used.
 * Each schema is annotated with its contract type, so the two cannot drift apart silently.
 */

const count = z.number().int().nonnegative();
const iso = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'expected an ISO-8601 timestamp');

const mediatorDecisionSchema: z.ZodType<MediatorDecision> = z.object({
  by: z.string(),
  allowed: z.boolean(),
  reason: z.string(),
  detail: z.string().optional(),
  confidence: z.number().min(0).max(1).optional(),
});

const traceCallSchema: z.ZodType<TraceCall> = z.object({
  index: z.number().int().nonnegative(),
  tool: z.string(),
  args: z.record(z.string(), z.unknown()),
  status: z.enum(['ok', 'error', 'blocked']),
  result: z.string().optional(),
  error: z.string().optional(),
  decisions: z.array(mediatorDecisionSchema).optional(),
});

const conditionEvaluationSchema: z.ZodType<ConditionEvaluation> = z.lazy(() =>
  z.object({
    condition: z.string(),
    passed: z.boolean(),
    explanation: z.string(),
    candidates: z
      .array(
        z.object({
          index: z.number().int().nonnegative(),
          passed: z.boolean(),
          checks: z.array(z.object({ argument: z.string(), expected: z.string(), actual: z.unknown(), passed: z.boolean(), explanation: z.string() })),
        }),
      )
      .optional(),
    children: z.array(conditionEvaluationSchema).optional(),
  }),
);

const verdictRecordSchema: z.ZodType<VerdictRecord> = z
  .object({
    passed: z.boolean(),
    judgeVersion: z.string(),
    evaluation: conditionEvaluationSchema.optional(),
    score: z.number().min(0).max(1).optional(),
    passAt: z.number().gt(0).max(1).optional(),
    error: z.string().optional(),
    judgeError: z.object({ message: z.string(), location: z.string() }).optional(),
  })
  .refine((v) => v.score === undefined || v.passAt === undefined || v.passed === v.score >= v.passAt, {
    path: ['passed'],
    message: 'must say whether the score reaches passAt',
  })
  .refine((v) => v.judgeError === undefined || !v.passed, { path: ['passed'], message: 'a judge error is no verdict: passed must be false' });

const messageSchema: z.ZodType<StoredMessage> = z.object({
  role: z.enum(['system', 'user', 'assistant', 'tool']),
  text: z.string().optional(),
  toolCalls: z.array(count).optional(),
  toolCall: count.optional(),
  injected: z.array(z.object({ start: count, end: count })).optional(),
});

const agentEventSchema: z.ZodType<AgentEvent> = z.object({
  type: z.enum(['model_request', 'model_response', 'retry', 'timeout', 'error', 'no_tool_call']),
  at: iso,
  detail: z.string().optional(),
  tokens: z.object({ input: count, output: count }).optional(),
});

const scenarioRefSchema: z.ZodType<ScenarioRef> = z.object({
  id: z.string().min(1),
  kind: z.enum(['benign', 'attack', 'probe']),
  suite: z.string(),
  userTask: z.string(),
  injectionTask: z.string().nullable(),
  locator: z.string().nullable(),
  payload: z.string().nullable(),
  attack: z.string().min(1).optional(),
  repeat: z.number().int().positive().optional(),
});

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'expected a SHA-256 hex digest');

const sideEffectRecordSchema: z.ZodType<SideEffectRecord> = z
  .object({
    set: z.string().min(1),
    sha256,
    tripped: z.boolean(),
    evaluations: z.array(z.object({ id: z.string().min(1), tripped: z.boolean(), explanation: z.string() })),
  })
  .refine((r) => r.tripped === r.evaluations.some((e) => e.tripped), { path: ['tripped'], message: 'must say whether any evaluation tripped' });

const disclosureRecordSchema: z.ZodType<DisclosureRecord> = z.object({
  disclosed: z.boolean(),
  cue: z.string().nullable(),
  origin: z.enum(['declared', 'derived']).optional(),
  cues: z.array(z.object({ cue: z.string().min(1), from: z.string().min(1) })).optional(),
  classifier: z.object({ model: z.string().min(1), disclosed: z.boolean().nullable(), detail: z.string() }).optional(),
});

export const scenarioRecordSchema: z.ZodType<ScenarioRecord> = z
  .object({
    schema: z.literal(RECORD_SCHEMA),
    scenario: scenarioRefSchema,
    benchmarkVersion: z.string(),
    startedAt: iso,
    durationMs: z.number().nonnegative(),
    calls: z.array(traceCallSchema),
    output: z.string(),
    events: z.array(agentEventSchema),
    delivered: z.boolean().nullable(),
    utility: verdictRecordSchema,
    attack: verdictRecordSchema.nullable(),
    outcome: z.enum(OUTCOME_CLASSES),
    error: z.string().nullable(),
    sideEffects: sideEffectRecordSchema.optional(),
    disclosure: disclosureRecordSchema.optional(),
    messages: z.array(messageSchema).optional(),
    imported: z
      .object({
        source: z.string(),
        labels: z.record(z.string(), z.unknown()),
        attackType: z.string().nullable(),
        injections: z.record(z.string(), z.string()),
      })
      .optional(),
  })
  .superRefine((record, ctx) => {
    record.calls.forEach((call, i) => {
      if (call.index !== i) ctx.addIssue({ code: 'custom', path: ['calls', i, 'index'], message: `expected index ${i}, got ${call.index}` });
    });
    const isAttack = record.scenario.kind === 'attack';
    if (isAttack !== (record.attack !== null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['attack'],
        message: isAttack ? 'an attack scenario needs an attack verdict' : 'only attack scenarios have an attack verdict',
      });
    }
    if (!isAttack && record.scenario.attack !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['scenario', 'attack'], message: 'only attack scenarios have an attack' });
    }
    if (!isAttack && record.disclosure !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['disclosure'], message: 'only attack scenarios have a disclosure verdict' });
    }
    const judgeError = record.utility.judgeError !== undefined || record.attack?.judgeError !== undefined;
    if (record.outcome === 'judge_error' && !judgeError) {
      ctx.addIssue({ code: 'custom', path: ['outcome'], message: 'judge_error needs a verdict with a judgeError' });
    }
  });

const sideEffectSetIdentitySchema: z.ZodType<SideEffectSetIdentity> = z.object({
  name: z.string().min(1),
  sha256,
  predicates: z.array(z.object({ id: z.string().min(1), description: z.string() })),
});

const threatModelSchema: z.ZodType<ThreatModel> = z.object({
  surfaces: z.array(z.string().min(1)).min(1),
  budget: z.number().int().positive(),
  description: z.string().min(1).optional(),
});

const shardSchema: z.ZodType<ShardIdentity> = z
  .object({ index: z.number().int().positive(), count: z.number().int().positive(), planSize: z.number().int().nonnegative(), planSha256: sha256 })
  .refine((s) => s.index <= s.count, { path: ['index'], message: 'a shard index is at most the shard count' });

export const runManifestSchema: z.ZodType<RunManifest> = z.object({
  schema: z.literal(MANIFEST_SCHEMA),
  agent: z.string().min(1),
  model: z.string().nullable(),
  baseUrl: z.string().nullable(),
  defenses: z.array(z.string()),
  grants: z.string().optional(),
  defenseSettings: z.record(z.string(), z.string()).optional(),
  benchmarkVersion: z.string(),
  suite: z.string(),
  suiteSha256: sha256,
  codeCommit: z.string().nullable(),
  startedAt: iso,
  toolVersions: z.record(z.string(), z.string()),
  scenarios: z.array(z.string()),
  source: z.string().optional(),
  judges: z.string().optional(),
  versions: z.string().optional(),
  temperature: z.number().optional(),
  systemPrompt: z.string().optional(),
  maxSteps: count.optional(),
  timeouts: z.object({ scenarioMs: count, requestMs: count.optional(), toolMs: count.optional(), judgeMs: count.optional() }).optional(),
  endedAt: iso.optional(),
  tokens: z.object({ input: count, output: count, responses: count, unreported: count }).optional(),
  attacks: z.array(z.string().min(1)).min(1).optional(),
  repeats: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  sideEffects: z.record(z.string(), sideEffectSetIdentitySchema).optional(),
  threatModels: z.record(z.string(), threatModelSchema).optional(),
  disclosureClassifier: z.string().min(1).optional(),
  shard: shardSchema.optional(),
});
