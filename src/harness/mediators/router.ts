import { z } from 'zod';
import type { MediatorDecision } from '../../contract/index.ts';
import type { MediationContext, Mediator, ProposedCall } from '../chokepoint.ts';
import { sharedRoute } from './intents.ts';

/**
 * Least-privilege routing (the Chokepoint Harness paper's CapabilityRouter): the user's prompt is classified into
 * intents by deterministic rules, and only the tools of the chosen route may run. `single` keeps
 * the best intent only (strict; multi-tool tasks may lose a tool), `multi` the union of all.
 */

export const routerOptionsSchema = z.object({ mode: z.enum(['single', 'multi']).default('single') }).strict();
export type RouterOptions = z.input<typeof routerOptionsSchema>;

export const ROUTER = 'router';
export const ROUTER_MULTI = 'router-multi';

export function createRouter(options: RouterOptions = {}): Mediator {
  const { mode } = routerOptionsSchema.parse(options);
  const name = mode === 'single' ? ROUTER : ROUTER_MULTI;
  return {
    name,
    decide(call: ProposedCall, context: MediationContext): MediatorDecision {
      const route = sharedRoute(context.prompt, mode);
      const tools = [...route.tools].sort().join(', ');
      const via = route.intents.length > 0 ? `intent ${route.intents.join(' + ')}` : 'no intent detected (read-only fallback)';
      if (route.tools.has(call.tool)) {
        return { by: name, allowed: true, reason: 'in_route', detail: `${call.tool} allowed by ${via}` };
      }
      return { by: name, allowed: false, reason: 'outside_route', detail: `${call.tool} is not on the route of ${via} (tools: ${tools})` };
    },
  };
}
