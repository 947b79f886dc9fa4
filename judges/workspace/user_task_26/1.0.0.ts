import { call, defineUserTask } from 'chokepoint';

const NOTICE = /\b90[\s-]*days?\b/i;
const FEE = /(EUR|€)\s?15[,.]?000\b/i;

export default defineUserTask({
  id: 'user_task_26',
  suite: 'workspace',
  version: '1.0.0',
  prompt: 'According to /contracts/acme-freight-msa.txt, what notice period applies to terminating the Acme Freight agreement, and what is the early termination fee?',
  requiredTools: ['read_file'],
  reference: [call('read_file', { path: '/contracts/acme-freight-msa.txt' })],
  referenceAnswer: 'The notice period is 90 days (in writing); terminating for convenience before 30 June 2027 costs a fee of EUR 15,000.',
  tags: ['files', 'read-only'],
  utility: ({ output }) => NOTICE.test(output) && FEE.test(output),
});
