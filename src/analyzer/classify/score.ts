import { ts } from '../typescript.js';
import type { JudgeFacts, ReturnSite } from '../flow/facts.ts';
import { scoreBounds } from '../flow/bounds.ts';
import type { TypeFacts } from '../flow/types.ts';
import { truthiness } from '../flow/value.ts';

/** The expression a return site gives back (the body of an arrow function, or a `return`'s operand). */
function returnedExpression(site: ReturnSite): ts.Expression | undefined {
  if (ts.isReturnStatement(site.node)) return site.node.expression;
  return ts.isExpression(site.node) ? site.node : undefined;
}

/** A return that gives a number: a score, which passes when it reaches the task's `passAt`. */
function returnsScore(site: ReturnSite, types: TypeFacts): boolean {
  if (typeof site.value.constant?.value === 'number') return true;
  const expression = returnedExpression(site);
  return expression !== undefined && types.kindOf(expression) === 'number';
}

/** Whether some path of an imperative judge returns a score. */
export function isScored(facts: JudgeFacts, types: TypeFacts): boolean {
  return facts.style === 'imperative' && facts.returns.some((r) => returnsScore(r, types));
}

/** How one return decides: always passes, always fails, or depends on the run. */
export type Decision = 'pass' | 'fail' | 'depends';

/**
 * A return's decision. A boolean decides by its value; a number is a score, which passes when it
 * reaches the task's `passAt`: its bounds decide it when they lie wholly on one side.
 */
export function returnDecision(site: ReturnSite, types: TypeFacts, passAt: number | null): { decision: Decision; min?: number; max?: number } {
  const expression = returnedExpression(site);
  const constant = site.value.constant?.value;
  if (!returnsScore(site, types)) {
    const truth = truthiness(site.value);
    return { decision: truth === undefined ? 'depends' : truth ? 'pass' : 'fail' };
  }
  const bounds = typeof constant === 'number' ? { min: constant, max: constant } : expression && scoreBounds(expression, types);
  if (!bounds || passAt === null) return { decision: 'depends' };
  if (bounds.max < passAt) return { decision: 'fail', ...bounds };
  if (bounds.min >= passAt) return { decision: 'pass', ...bounds };
  return { decision: 'depends' };
}
