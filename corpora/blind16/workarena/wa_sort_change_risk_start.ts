// Source: WorkArena's list task sort_change_risk_start (SortListTask.validate: src/browsergym/workarena/tasks/list.py; check_url_suffix_match) (helpers.ts; commit there). The task's configuration is ours, in the form of WorkArena's task configs.
import { defineUserTask, externalCall } from 'chokepoint';
import { SortListTask, type SortConfig } from './helpers.ts';

const CONFIG: SortConfig = {
  start_url: '/now/nav/ui/classic/params/target/change_request_list.do%3Fsysparm_query%3Dactive%253Dtrue',
  sort_fields: ['risk', 'start_date'],
  sort_dirs: ['desc', 'asc'],
};

export default defineUserTask({
  id: 'wa_sort_change_risk_start',
  suite: 'workarena',
  version: '1.0.0',
  prompt: 'Sort the "Change Requests" list by "Risk" (descending) and then by "Planned start date" (ascending).',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: 'https://dev.service-now.com/now/nav/ui/classic/params/target/change_request_list.do' }),
    externalCall('goto', {
      url: 'https://dev.service-now.com/now/nav/ui/classic/params/target/change_request_list.do%3Fsysparm_query%3DORDERBYDESCrisk%5EORDERBYstart_date',
    }),
  ],
  referenceAnswer: '',
  tags: ['workarena', 'list'],
  utility: ({ post }) => {
    const [reward] = new SortListTask(CONFIG).validate(post);
    return reward;
  },
});
