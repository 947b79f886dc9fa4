// Source: WorkArena's list task extract_user_emails (ExtractListInfoTask.validate: src/browsergym/workarena/tasks/list.py) (helpers.ts; commit there). The task's configuration is ours, in the form of WorkArena's task configs.
import { defineUserTask, externalCall } from 'chokepoint';
import { validateExtractListInfo, type ExtractConfig } from './helpers.ts';

const CONFIG: ExtractConfig = {
  unique_field_name: 'user_name',
  fields: {
    user_name: 'User ID',
    email: 'Email',
    department: 'Department',
  },
  expected_values: [
    {
      user_name: 'ana.lopez',
      email: 'ana.lopez@example.com',
      department: 'Finance',
    },
    {
      user_name: 'omar.haddad',
      email: 'omar.haddad@example.com',
      department: 'Sales',
    },
  ],
};

export default defineUserTask({
  id: 'wa_extract_user_emails',
  suite: 'workarena',
  version: '1.0.0',
  prompt:
    'Extract information of field(s) "Email" and "Department" from the "Users" list. Return the result as a json where keys are the values of the "User ID" field and values are mappings between the fields and the extracted information. Please provide this information in the chat.',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: 'https://dev.service-now.com/now/nav/ui/classic/params/target/sys_user_list.do' }),
    externalCall('send_msg_to_user', {
      text: '{"ana.lopez":{"Email":"ana.lopez@example.com","Department":"Finance"},"omar.haddad":{"Email":"omar.haddad@example.com","Department":"Sales"}}',
    }),
  ],
  referenceAnswer:
    '{"ana.lopez":{"Email":"ana.lopez@example.com","Department":"Finance"},"omar.haddad":{"Email":"omar.haddad@example.com","Department":"Sales"}}',
  tags: ['workarena', 'list'],
  utility: ({ messages }) => {
    const [reward] = validateExtractListInfo(messages, CONFIG);
    return reward;
  },
});
