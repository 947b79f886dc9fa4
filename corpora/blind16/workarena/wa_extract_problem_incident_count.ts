// Source: WorkArena's list task extract_problem_incident_count (ExtractListInfoTask.validate: src/browsergym/workarena/tasks/list.py) (helpers.ts; commit there). The task's configuration is ours, in the form of WorkArena's task configs.
import { defineUserTask, externalCall } from 'chokepoint';
import { validateExtractListInfo, type ExtractConfig } from './helpers.ts';

const CONFIG: ExtractConfig = {
  unique_field_name: 'number',
  fields: {
    number: 'Number',
    related_incidents: 'Related incidents',
  },
  expected_values: [
    {
      number: 'PRB0040013',
      related_incidents: '3',
    },
  ],
};

export default defineUserTask({
  id: 'wa_extract_problem_incident_count',
  suite: 'workarena',
  version: '1.0.0',
  prompt: 'Extract information of field "Related incidents" from the "Problems" list. Please provide this information in the chat.',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: 'https://dev.service-now.com/now/nav/ui/classic/params/target/problem_list.do' }),
    externalCall('send_msg_to_user', { text: '3' }),
  ],
  referenceAnswer: '3',
  tags: ['workarena', 'list'],
  utility: ({ messages }) => {
    const [reward] = validateExtractListInfo(messages, CONFIG);
    return reward;
  },
});
