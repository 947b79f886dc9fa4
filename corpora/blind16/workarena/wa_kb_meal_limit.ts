// Source: WorkArena's knowledge base search task (KnowledgeBaseSearchTask.validate: src/browsergym/workarena/tasks/knowledge.py) (helpers.ts; commit there). The task's configuration is ours, in the form of WorkArena's task configs.
import { defineUserTask, externalCall } from 'chokepoint';
import { validateKnowledgeBaseSearch } from './helpers.ts';

const ANSWER = '$75';
const ALTERNATIVE_ANSWERS: readonly string[] = ['75 dollars', '75 USD'];

export default defineUserTask({
  id: 'wa_kb_meal_limit',
  suite: 'workarena',
  version: '1.0.0',
  prompt: 'What is the daily meal expense limit for business travel? Look it up in the knowledge base and answer in the chat.',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: 'https://dev.service-now.com/now/nav/ui/classic/params/target/kb?id=kb_home' }),
    externalCall('fill', { bid: 'a51', field: 'search', value: 'limit for business travel' }),
    externalCall('click', { bid: 'a77', element: 'first result' }),
    externalCall('send_msg_to_user', { text: '$75' }),
  ],
  referenceAnswer: '$75',
  tags: ['workarena', 'knowledge'],
  utility: ({ messages }) => {
    const [reward] = validateKnowledgeBaseSearch(messages, ANSWER, ALTERNATIVE_ANSWERS);
    return reward;
  },
});
