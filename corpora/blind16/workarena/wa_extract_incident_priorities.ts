// Source: WorkArena's list task extract_incident_priorities (ExtractListInfoTask.validate: src/browsergym/workarena/tasks/list.py) (helpers.ts; commit there). The task's configuration is ours, in the form of WorkArena's task configs.
import { defineUserTask, externalCall } from 'chokepoint';
import { validateExtractListInfo, type ExtractConfig } from './helpers.ts';

const CONFIG: ExtractConfig = {
  unique_field_name: 'number',
  fields: {
    number: 'Number',
    priority: 'Priority',
    assigned_to: 'Assigned to',
  },
  expected_values: [
    {
      number: 'INC0010021',
      priority: '1 - Critical',
      assigned_to: 'Fred Luddy',
    },
    {
      number: 'INC0010022',
      priority: '3 - Moderate',
      assigned_to: 'Beth Anglin',
    },
  ],
};

export default defineUserTask({
  id: 'wa_extract_incident_priorities',
  suite: 'workarena',
  version: '1.0.0',
  prompt:
    'Extract information of field(s) "Priority" and "Assigned to" from the "Incidents" list. Return the result as a json where keys are the values of the "Number" field and values are mappings between the fields and the extracted information. Please provide this information in the chat.',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: 'https://dev.service-now.com/now/nav/ui/classic/params/target/incident_list.do' }),
    externalCall('send_msg_to_user', {
      text: '{"INC0010021":{"Priority":"1 - Critical","Assigned to":"Fred Luddy"},"INC0010022":{"Priority":"3 - Moderate","Assigned to":"Beth Anglin"}}',
    }),
  ],
  referenceAnswer: '{"INC0010021":{"Priority":"1 - Critical","Assigned to":"Fred Luddy"},"INC0010022":{"Priority":"3 - Moderate","Assigned to":"Beth Anglin"}}',
  tags: ['workarena', 'list'],
  utility: ({ messages }) => {
    const [reward] = validateExtractListInfo(messages, CONFIG);
    return reward;
  },
});
