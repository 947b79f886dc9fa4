import { z } from 'zod';
import { deepFreeze } from '../contract/index.ts';
import type { MediatorDecision, TraceCall } from '../contract/index.ts';
import type { CapabilitySet } from './capabilities.ts';
import { authorizeCall, hostViewFor, type ToolRegistry } from './gate.ts';
import type { SqlSchema } from './sql.ts';

/**
 * The chokepoint (the Chokepoint Harness paper): every call the agent proposes passes the host gate, then each
 * mediator in order; the first refusal wins and the call never runs. Every decision taken is
 * returned (and recorded in the trace) with a machine reason and a human detail. A mediator that
 * throws, rejects or returns something that is not a decision blocks the call (fail closed).
 */

/** A tool call as the agent proposed it: untrusted, arguments not yet validated. */
export interface ProposedCall {
  readonly tool: string;
  readonly args: unknown;
}

/** What the host knows and trusts when deciding; nothing in here comes from tool output. */
export interface MediationContext {
  /** The user's own request (trusted): routers and judges read the intent from it. */
  readonly prompt: string;
  /** The mailbox owner's address (trusted); its domain is the organisation's own. */
  readonly ownerEmail?: string;
  /** The host's address book (see `addressBookOf`): known correspondents, any case. */
  readonly contacts?: readonly string[];
  readonly registry: ToolRegistry;
  readonly capabilities: CapabilitySet;
  /** Schema of the scenario's database, for statement-level SQL checks. */
  readonly sqlSchema: SqlSchema;
  /** Calls proposed earlier in this scenario, with their decisions and results. */
  readonly history: readonly TraceCall[];
}

export interface Mediator {
  readonly name: string;
  readonly decide: (call: ProposedCall, context: MediationContext) => MediatorDecision | Promise<MediatorDecision>;
}

export interface MediationResult {
  readonly allowed: boolean;
  readonly decisions: readonly MediatorDecision[];
}

export const GATE = 'gate';
export const MEDIATOR_ERROR = 'mediator_error';

const decisionShape = z
  .object({
    by: z.string().optional(),
    allowed: z.boolean(),
    reason: z.string().min(1),
    detail: z.string().optional(),
    confidence: z.number().min(0).max(1).optional(),
  })
  .strict();

export async function mediate(call: ProposedCall, context: MediationContext, mediators: readonly Mediator[]): Promise<MediationResult> {
  const gate = authorizeCall(call.tool, call.args, context.registry, context.capabilities, await hostViewFor(context.sqlSchema));
  const decisions: MediatorDecision[] = [{ by: GATE, allowed: gate.allowed, reason: gate.reason, detail: gate.detail }];
  if (!gate.allowed) return { allowed: false, decisions };
  // Schema-valid arguments are plain JSON data: each mediator sees the same frozen copy.
  const seen: ProposedCall = deepFreeze({ tool: call.tool, args: structuredClone(call.args) });
  for (const mediator of mediators) {
    const decision = await consult(mediator, seen, context);
    decisions.push(decision);
    if (!decision.allowed) return { allowed: false, decisions };
  }
  return { allowed: true, decisions };
}

const DECISION_KEYS = new Set(['by', 'allowed', 'reason', 'detail', 'confidence']);

/**
 * A decision `decisionShape` accepts, as `consult` records it (without `by`), checked without zod on
 * the plain objects mediators return; undefined for anything else, which zod then parses (and
 * explains). It accepts nothing zod refuses: a plain object, no key but the shape's, each the type zod asks.
 */
function plainDecision(raw: unknown): Omit<MediatorDecision, 'by'> | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const prototype: unknown = Object.getPrototypeOf(raw);
  if (prototype !== Object.prototype && prototype !== null) return undefined;
  const { by, allowed, reason, detail, confidence } = raw as Record<string, unknown>;
  for (const key of Object.keys(raw)) if (!DECISION_KEYS.has(key)) return undefined;
  if (by !== undefined && typeof by !== 'string') return undefined;
  if (typeof allowed !== 'boolean' || typeof reason !== 'string' || reason.length === 0) return undefined;
  if (detail !== undefined && typeof detail !== 'string') return undefined;
  if (confidence !== undefined && !(typeof confidence === 'number' && confidence >= 0 && confidence <= 1)) return undefined;
  return {
    allowed,
    reason,
    ...(detail !== undefined ? { detail } : {}),
    ...(confidence !== undefined ? { confidence } : {}),
  };
}

async function consult(mediator: Mediator, call: ProposedCall, context: MediationContext): Promise<MediatorDecision> {
  let raw: unknown;
  try {
    raw = await mediator.decide(call, context);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { by: mediator.name, allowed: false, reason: MEDIATOR_ERROR, detail: `${mediator.name} failed, call blocked: ${message}` };
  }
  const valid = plainDecision(raw);
  if (valid !== undefined) return { by: mediator.name, ...valid };
  const parsed = decisionShape.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return {
      by: mediator.name,
      allowed: false,
      reason: MEDIATOR_ERROR,
      detail: `${mediator.name} returned no valid decision, call blocked: ${where}${issue.message}`,
    };
  }
  const { allowed, reason, detail, confidence } = parsed.data;
  return {
    by: mediator.name,
    allowed,
    reason,
    ...(detail !== undefined ? { detail } : {}),
    ...(confidence !== undefined ? { confidence } : {}),
  };
}
