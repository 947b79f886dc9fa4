import { show, type MutationOperator } from './operator.ts';

/** Drops one state-changing call: the task is then not (fully) done, whatever the answer claims. */
export const deleteCall: MutationOperator = {
  id: 'delete-call',
  description: 'delete one state-changing call of the reference',
  equivalent: false,
  mutate: (site) => [
    {
      operator: 'delete-call',
      change: { kind: 'delete-call', call: site.index, tool: site.call.tool },
      text: `call #${site.index} ${site.call.tool}(${show(site.call.args).slice(0, 60)}) deleted`,
    },
  ],
};
