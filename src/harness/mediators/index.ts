import { z } from 'zod';
import { ChokepointError } from '../../errors.ts';
import type { Mediator } from '../chokepoint.ts';
import { createLlmJudge, LLM_JUDGE, type LlmJudgeOptions } from './llm-judge.ts';
import { createRouter, ROUTER, ROUTER_MULTI, type RouterOptions } from './router.ts';
import { createTypechecker, TYPECHECKER, type TypecheckerOptions } from './typechecker.ts';

export { createLlmJudge, LLM_JUDGE, llmJudgeOptionsSchema, parseJudgeReply } from './llm-judge.ts';
export type { LlmJudgeOptions } from './llm-judge.ts';
export { createRouter, ROUTER, ROUTER_MULTI, routerOptionsSchema } from './router.ts';
export type { RouterOptions } from './router.ts';
export { createTypechecker, recipientAddresses, TYPECHECKER, typecheckerOptionsSchema } from './typechecker.ts';
export type { TypecheckerOptions } from './typechecker.ts';
export { createOpenAIJudgeModel, JUDGE_SYSTEM_PROMPT, judgeMessages, openAIJudgeOptionsSchema } from './judge-model.ts';
export type { JudgeModel, JudgeRequest, OpenAIJudgeOptions } from './judge-model.ts';
export { addressBookOf } from './contacts.ts';
export { detectIntents, FALLBACK_TOOLS, INTENTS, routeFor, withoutNegations } from './intents.ts';
export type { Intent, IntentMatch, IntentName, Route } from './intents.ts';

export const MEDIATOR_NAMES = [TYPECHECKER, ROUTER, ROUTER_MULTI, LLM_JUDGE] as const;
export type MediatorName = (typeof MEDIATOR_NAMES)[number];

/** `none`, one name, or a comma list (`typechecker,router`), applied in the order given. */
export function parseDefenses(spec: string): MediatorName[] {
  const names = spec
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');
  if (names.length === 1 && names[0] === 'none') return [];
  if (names.length === 0) throw new ChokepointError('usage', 'empty --defense; use none or a comma list of mediators', { field: 'defense' });
  const problems = names.flatMap((name, i) => {
    if (name === 'none') return ['"none" cannot be combined with mediators'];
    if (!(MEDIATOR_NAMES as readonly string[]).includes(name)) return [`unknown mediator "${name}" (known: none, ${MEDIATOR_NAMES.join(', ')})`];
    if (names.indexOf(name) !== i) return [`mediator "${name}" listed twice`];
    return [];
  });
  if (problems.length > 0) throw new ChokepointError('usage', problems.join('; '), { field: 'defense' });
  return names as MediatorName[];
}

export interface MediatorOptions {
  readonly typechecker?: TypecheckerOptions;
  /** The router's mode comes from its name (`router` / `router-multi`). */
  readonly router?: Omit<RouterOptions, 'mode'>;
  /** Required when `llm-judge` is used. */
  readonly llmJudge?: LlmJudgeOptions;
}

/** Builds the mediators in order; bad options are ChokepointError('config') naming the field. */
export function createMediators(names: readonly MediatorName[], options: MediatorOptions = {}): Mediator[] {
  return names.map((name) => {
    try {
      switch (name) {
        case TYPECHECKER:
          return createTypechecker(options.typechecker);
        case ROUTER:
        case ROUTER_MULTI:
          return createRouter({ ...options.router, mode: name === ROUTER ? 'single' : 'multi' });
        case LLM_JUDGE:
          if (!options.llmJudge) throw new ChokepointError('config', 'llm-judge needs a judge model (e.g. --judge-model)', { field: LLM_JUDGE });
          return createLlmJudge(options.llmJudge);
      }
    } catch (error) {
      if (error instanceof z.ZodError) {
        const issue = error.issues[0];
        throw new ChokepointError('config', `invalid ${name} options: ${issue.message}`, { field: [name, ...issue.path.map(String)].join('.') });
      }
      throw error;
    }
  });
}
