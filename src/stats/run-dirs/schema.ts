import { z } from 'zod';
import type { ConditionEvaluation } from '../../contract/predicates.ts';
import { MANIFEST_SCHEMA, RECORD_SCHEMA, type RunManifest, type ScenarioRecord } from '../../contract/record.ts';

/**
 * zod schemas of the on-disk run records (src/contract/record.ts), used by the stats reader to
 * validate what it reads before counting anything. Unknown extra fields are tolerated and dropped.
 */

const decisionSchema = z.object({
  by: z.string(),
  allowed: z.boolean(),
  reason: z.string(),
  detail: z.string().optional(),
  confidence: z.number().min(0).max(1).optional(),
});

const callSchema = z.object({
  index: z.number().int().nonnegative(),
  tool: z.string(),
  args: z.record(z.string(), z.unknown()),
  status: z.enum(['ok', 'error', 'blocked']),
  result: z.string().optional(),
  error: z.string().optional(),
  decisions: z.array(decisionSchema).optional(),
});

const evaluationSchema = z.custom<ConditionEvaluation>(
  (value) => typeof value === 'object' && value !== null && typeof (value as { passed?: unknown }).passed === 'boolean',
  { message: 'expected a predicate evaluation object with a boolean `passed`' },
);

const verdictSchema = z.object({
  passed: z.boolean(),
  judgeVersion: z.string(),
  evaluation: evaluationSchema.optional(),
  error: z.string().optional(),
});

const refSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(['benign', 'attack', 'probe']),
  suite: z.string(),
  userTask: z.string().min(1),
  injectionTask: z.string().nullable(),
  locator: z.string().nullable(),
  payload: z.string().nullable(),
});

const eventSchema = z.object({
  type: z.enum(['model_request', 'model_response', 'retry', 'timeout', 'error', 'no_tool_call']),
  at: z.string(),
  detail: z.string().optional(),
});

export const scenarioRecordSchema = z
  .object({
    schema: z.literal(RECORD_SCHEMA),
    scenario: refSchema,
    benchmarkVersion: z.string(),
    startedAt: z.string(),
    durationMs: z.number().nonnegative(),
    calls: z.array(callSchema),
    output: z.string(),
    events: z.array(eventSchema),
    delivered: z.boolean().nullable(),
    utility: verdictSchema,
    attack: verdictSchema.nullable(),
    outcome: z.enum(['success', 'defense_blocked', 'no_tool_call', 'env_error', 'timeout', 'wrong_result']),
    error: z.string().nullable(),
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
    const attack = record.scenario.kind === 'attack';
    if (attack && record.attack === null) {
      ctx.addIssue({ code: 'custom', path: ['attack'], message: 'an attack scenario needs an attack verdict' });
    }
    if (!attack && record.attack !== null) {
      ctx.addIssue({ code: 'custom', path: ['attack'], message: `a ${record.scenario.kind} scenario has no attack verdict` });
    }
    if (attack && record.scenario.injectionTask === null) {
      ctx.addIssue({ code: 'custom', path: ['scenario', 'injectionTask'], message: 'an attack scenario names its injection task' });
    }
  }) satisfies z.ZodType<ScenarioRecord>;

export const runManifestSchema = z.object({
  schema: z.literal(MANIFEST_SCHEMA),
  agent: z.string(),
  model: z.string().nullable(),
  baseUrl: z.string().nullable(),
  defenses: z.array(z.string()),
  benchmarkVersion: z.string(),
  suite: z.string(),
  suiteSha256: z.string(),
  codeCommit: z.string().nullable(),
  startedAt: z.string(),
  toolVersions: z.record(z.string(), z.string()),
  scenarios: z.array(z.string()),
  source: z.string().optional(),
}) satisfies z.ZodType<RunManifest>;
