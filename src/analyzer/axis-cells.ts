import { formatCount } from './classify/index.ts';
import type { Axis, JudgeClassification } from './types.ts';

/** One-cell renderings of the four axes (reports, diffs and the terminal share them). */

function axisText<T>(axis: Axis<T> | undefined, render: (value: T) => string): string {
  if (!axis) return '';
  return axis.known ? render(axis.value) : `unknown (${axis.reason})`;
}

export interface AxisCells {
  readonly reads: string;
  readonly count: string;
  readonly content: string;
  readonly caseRule: string;
  readonly arguments: string;
  /** `score (passAt 0.5)` for a judge that returns a score; empty for a verdict. */
  readonly verdict: string;
}

export function axisCells(c: JudgeClassification): AxisCells {
  return {
    reads: axisText(c.readLocations, (v) => (v.length === 0 ? 'nothing' : v.join(', '))),
    count: axisText(c.count, (v) => (v.length === 0 ? 'none' : v.map(formatCount).join('; '))),
    content: axisText(c.contentMatch, (v) => (v.length === 0 ? 'none' : v.join(', '))),
    caseRule: axisText(c.caseRule, (v) => v),
    arguments: axisText(c.argumentConstraint, (v) => v),
    verdict: c.score ? `score (passAt ${c.score.passAt ?? 'unknown'})` : '',
  };
}
