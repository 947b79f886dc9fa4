// Source: WorkArena's knowledge base search task (KnowledgeBaseSearchTask.validate: src/browsergym/workarena/tasks/knowledge.py) (helpers.ts; commit there). The task's configuration is ours, in the form of WorkArena's task configs.
import { defineUserTask, externalCall } from 'chokepoint';
import { validateKnowledgeBaseSearch } from './helpers.ts';

const ANSWER = 'Green';
const ALTERNATIVE_ANSWERS: readonly string[] = [];

export default defineUserTask({
  id: 'wa_kb_badge_colour',
  suite: 'workarena',
  version: '1.0.0',
  prompt: 'What colour is the visitor badge at headquarters? Look it up in the knowledge base and answer in the chat.',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: 'https://dev.service-now.com/now/nav/ui/classic/params/target/kb?id=kb_home' }),
    externalCall('fill', { bid: 'a51', field: 'search', value: 'visitor badge at headquarters' }),
    externalCall('click', { bid: 'a77', element: 'first result' }),
    externalCall('send_msg_to_user', { text: 'Green' }),
  ],
  referenceAnswer: 'Green',
  tags: ['workarena', 'knowledge'],
  utility: ({ messages }) => {
    const [reward] = validateKnowledgeBaseSearch(messages, ANSWER, ALTERNATIVE_ANSWERS);
    return reward;
  },
});
