import type { JudgeFacts, UnknownSite } from '../flow/facts.ts';

/** The first reason an axis cannot be decided, as an unknown axis value. */
export function unknownFor(facts: JudgeFacts, axis: UnknownSite['axes'][number]): { known: false; reason: string } | undefined {
  const site = facts.unknowns.find((u) => u.axes.includes(axis));
  if (!site) return undefined;
  const { line } = site.node.getSourceFile().getLineAndCharacterOfPosition(site.node.getStart());
  return { known: false, reason: `${site.reason} (line ${line + 1})` };
}
