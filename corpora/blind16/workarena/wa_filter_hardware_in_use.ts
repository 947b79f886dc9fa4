// Source: WorkArena's list task filter_hardware_in_use (FilterListTask.validate: src/browsergym/workarena/tasks/list.py; check_url_suffix_match; table_api_call) (helpers.ts; commit there). The task's configuration is ours, in the form of WorkArena's task configs.
import { defineUserTask, externalCall } from 'chokepoint';
import { FilterListTask, type FilterConfig } from './helpers.ts';

const CONFIG: FilterConfig = {
  start_url: '/now/nav/ui/classic/params/target/alm_hardware_list.do',
  filter_kind: 'AND',
  filter_len: 2,
  filter_columns: ['install_status', 'assigned_to'],
  filter_values: ['In use', 'Beth Anglin'],
  columns: {
    install_status: {
      type: 'choice',
      choices: {
        '1': 'In use',
        '2': 'On order',
        '6': 'In stock',
        '7': 'Retired',
      },
    },
    assigned_to: {
      type: 'reference',
      reference: 'sys_user',
      display_field: 'name',
    },
  },
};

export default defineUserTask({
  id: 'wa_filter_hardware_in_use',
  suite: 'workarena',
  version: '1.0.0',
  prompt: 'Create a filter for the list to extract all entries where "State" is "In use" and "Assigned to" is "Beth Anglin".',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: 'https://dev.service-now.com/now/nav/ui/classic/params/target/alm_hardware_list.do' }),
    externalCall('click', { bid: 'a12', element: 'Show / hide filter' }),
    externalCall('fill', { bid: 'a40', field: 'sysparm_query', value: 'install_status=1^assigned_to=46d44a23a9fe19810012d100cca80666' }),
    externalCall('click', { bid: 'a55', element: 'Run filter' }),
  ],
  referenceAnswer: '',
  tags: ['workarena', 'list'],
  utility: ({ post }) => {
    const [reward] = new FilterListTask(CONFIG).validate(post);
    return reward;
  },
});
