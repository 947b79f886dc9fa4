// Source: WorkArena's list task filter_user_departments (FilterListTask.validate: src/browsergym/workarena/tasks/list.py; check_url_suffix_match; table_api_call) (helpers.ts; commit there). The task's configuration is ours, in the form of WorkArena's task configs.
import { defineUserTask, externalCall } from 'chokepoint';
import { FilterListTask, type FilterConfig } from './helpers.ts';

const CONFIG: FilterConfig = {
  start_url: '/now/nav/ui/classic/params/target/sys_user_list.do',
  filter_kind: 'OR',
  filter_len: 2,
  filter_columns: ['department', 'department'],
  filter_values: ['Finance', 'Sales'],
  columns: {
    department: {
      type: 'reference',
      reference: 'cmn_department',
      display_field: 'name',
    },
  },
};

export default defineUserTask({
  id: 'wa_filter_user_departments',
  suite: 'workarena',
  version: '1.0.0',
  prompt: 'Create a filter for the list to extract all entries where "Department" is "Finance" or "Department" is "Sales".',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: 'https://dev.service-now.com/now/nav/ui/classic/params/target/sys_user_list.do' }),
    externalCall('click', { bid: 'a12', element: 'Show / hide filter' }),
    externalCall('fill', {
      bid: 'a40',
      field: 'sysparm_query',
      value: 'department=221f3db5c6112284009f4becd3039cc9^ORdepartment=221f79b7c6112284005d646b76ab978c',
    }),
    externalCall('click', { bid: 'a55', element: 'Run filter' }),
  ],
  referenceAnswer: '',
  tags: ['workarena', 'list'],
  utility: ({ post }) => {
    const [reward] = new FilterListTask(CONFIG).validate(post);
    return reward;
  },
});
