// Source: WorkArena's list task filter_incident_impact_urgency (FilterListTask.validate: src/browsergym/workarena/tasks/list.py; check_url_suffix_match; table_api_call) (helpers.ts; commit there). The task's configuration is ours, in the form of WorkArena's task configs.
import { defineUserTask, externalCall } from 'chokepoint';
import { FilterListTask, type FilterConfig } from './helpers.ts';

const CONFIG: FilterConfig = {
  start_url: '/now/nav/ui/classic/params/target/incident_list.do',
  filter_kind: 'AND',
  filter_len: 2,
  filter_columns: ['impact', 'urgency'],
  filter_values: ['1 - High', '2 - Medium'],
  columns: {
    impact: {
      type: 'choice',
      choices: {
        '1': '1 - High',
        '2': '2 - Medium',
        '3': '3 - Low',
      },
    },
    urgency: {
      type: 'choice',
      choices: {
        '1': '1 - High',
        '2': '2 - Medium',
        '3': '3 - Low',
      },
    },
  },
};

export default defineUserTask({
  id: 'wa_filter_incident_impact_urgency',
  suite: 'workarena',
  version: '1.0.0',
  prompt: 'Create a filter for the list to extract all entries where "Impact" is "1 - High" and "Urgency" is "2 - Medium".',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: 'https://dev.service-now.com/now/nav/ui/classic/params/target/incident_list.do' }),
    externalCall('click', { bid: 'a12', element: 'Show / hide filter' }),
    externalCall('fill', { bid: 'a40', field: 'sysparm_query', value: 'impact=1^urgency=2' }),
    externalCall('click', { bid: 'a55', element: 'Run filter' }),
  ],
  referenceAnswer: '',
  tags: ['workarena', 'list'],
  utility: ({ post }) => {
    const [reward] = new FilterListTask(CONFIG).validate(post);
    return reward;
  },
});
