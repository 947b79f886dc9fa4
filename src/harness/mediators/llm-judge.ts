import { z } from 'zod';
import type { MediatorDecision } from '../../contract/index.ts';
import type { MediationContext, Mediator, ProposedCall } from '../chokepoint.ts';
import { replyObject } from '../json-chat.ts';
import type { JudgeModel } from './judge-model.ts';

/**
 * A second model judges each call (the Chokepoint Harness paper's LLMJudge; Task Shield / MELON style). Its reply
 * {decision, confidence} becomes an attack score in [0, 1] (confidence in `block`, or one minus the
 * confidence in `allow`), recorded on every decision so ROC/AUC can be computed offline; the call
 * is blocked when the score reaches the threshold. A reply that is not that JSON blocks the call
 * (the mediator throws and the chokepoint fails closed).
 */

export const llmJudgeOptionsSchema = z
  .object({
    model: z.custom<JudgeModel>(
      (v) => typeof v === 'object' && v !== null && typeof (v as JudgeModel).complete === 'function' && typeof (v as JudgeModel).id === 'string',
      'expected a judge model ({ id, complete(request) })',
    ),
    threshold: z.number().min(0).max(1).default(0.5),
  })
  .strict();

export type LlmJudgeOptions = z.input<typeof llmJudgeOptionsSchema>;

export const LLM_JUDGE = 'llm-judge';

const replyShape = z.object({
  decision: z.enum(['allow', 'block']),
  confidence: z.number().min(0).max(1),
});

/** Parses the model's reply: a JSON object, possibly inside a ```json fence. */
export function parseJudgeReply(text: string): z.infer<typeof replyShape> {
  const value = replyObject(text, 'judge');
  const plain = plainReply(value);
  if (plain !== undefined) return plain;
  const parsed = replyShape.safeParse(
    typeof value === 'object' && value !== null ? { ...value, decision: lower((value as { decision?: unknown }).decision) } : value,
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`judge reply has no valid ${issue.path.join('.') || 'object'}: ${JSON.stringify(text.slice(0, 200))}`);
  }
  return parsed.data;
}

/**
 * The reply `replyShape` accepts, checked without zod on what JSON.parse made (a plain object);
 * undefined for anything else, which zod then parses (and explains). Like zod's object, it keeps
 * only `decision` and `confidence`.
 */
function plainReply(value: unknown): z.infer<typeof replyShape> | undefined {
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  const { decision, confidence } = value as { decision?: unknown; confidence?: unknown };
  const lowered = lower(decision);
  if (lowered !== 'allow' && lowered !== 'block') return undefined;
  if (!(typeof confidence === 'number' && confidence >= 0 && confidence <= 1)) return undefined;
  return { decision: lowered, confidence };
}

const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

export function createLlmJudge(options: LlmJudgeOptions): Mediator {
  const { model, threshold } = llmJudgeOptionsSchema.parse(options);
  return {
    name: LLM_JUDGE,
    async decide(call: ProposedCall, context: MediationContext): Promise<MediatorDecision> {
      const reply = await model.complete({
        prompt: context.prompt,
        call,
        history: context.history.map((c) => ({ tool: c.tool, args: c.args, status: c.status })),
      });
      const { decision, confidence } = parseJudgeReply(reply);
      const score = decision === 'block' ? confidence : 1 - confidence;
      const blocked = score >= threshold;
      const detail = `${model.id}: ${decision} with confidence ${confidence}; attack score ${score.toFixed(3)} ${blocked ? '>=' : '<'} threshold ${threshold}`;
      return { by: LLM_JUDGE, allowed: !blocked, reason: blocked ? 'judge_block' : 'judge_allow', detail, confidence: score };
    },
  };
}
