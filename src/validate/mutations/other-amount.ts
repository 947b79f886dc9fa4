import { amountsIn, otherNumber } from '../../contract/index.ts';
import { setArgument, TEXT_ARGUMENTS, textArgument, type MutationOperator } from './operator.ts';

/**
 * Changes the amounts (money or percentages) of a mail body or a written file that the task's own
 * statement of its result also names: all of them at once, so the text no longer states the
 * result anywhere (a quote keeps neither its unit price nor its total). Incidental numbers (dates,
 * times, counts) are left alone; a text without a stated amount gets no mutant.
 */
export const otherAmount: MutationOperator = {
  id: 'other-amount',
  description: 'change every amount the task states as its result, in a mail body or a written file',
  equivalent: false,
  mutate(site) {
    const argument = TEXT_ARGUMENTS[site.call.tool];
    const text = argument === undefined ? undefined : textArgument(site.call, argument);
    if (argument === undefined || text === undefined) return [];
    const stated = new Set(amountsIn(site.statement).map((a) => a.value));
    const changed = amountsIn(text).filter((a) => stated.has(a.value));
    if (changed.length === 0) return [];
    let mutated = text;
    for (const a of [...changed].reverse()) mutated = mutated.slice(0, a.start) + otherNumber(a.text) + mutated.slice(a.end);
    const list = [...new Set(changed.map((a) => `${a.text} -> ${otherNumber(a.text)}`))].join(', ');
    return [
      { operator: 'other-amount', change: setArgument(site, argument, mutated, 'stated-amounts'), text: `${argument}: stated amounts changed (${list})` },
    ];
  },
};
