// Source: WorkArena's knowledge base search task (KnowledgeBaseSearchTask.validate: src/browsergym/workarena/tasks/knowledge.py) (helpers.ts; commit there). The task's configuration is ours, in the form of WorkArena's task configs.
import { defineUserTask, externalCall } from 'chokepoint';
import { validateKnowledgeBaseSearch } from './helpers.ts';

const ANSWER = 'self-service password reset portal';
const ALTERNATIVE_ANSWERS: readonly string[] = ['password reset portal'];

export default defineUserTask({
  id: 'wa_kb_reset_password',
  suite: 'workarena',
  version: '1.0.0',
  prompt: 'Where should an employee reset a forgotten password? Look it up in the knowledge base and answer in the chat.',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: 'https://dev.service-now.com/now/nav/ui/classic/params/target/kb?id=kb_home' }),
    externalCall('fill', { bid: 'a51', field: 'search', value: 'reset a forgotten password' }),
    externalCall('click', { bid: 'a77', element: 'first result' }),
    externalCall('send_msg_to_user', { text: 'self-service password reset portal' }),
  ],
  referenceAnswer: 'self-service password reset portal',
  tags: ['workarena', 'knowledge'],
  utility: ({ messages }) => {
    const [reward] = validateKnowledgeBaseSearch(messages, ANSWER, ALTERNATIVE_ANSWERS);
    return reward;
  },
});
