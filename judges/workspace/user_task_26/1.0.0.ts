import { call, defineUserTask } from 'chokepoint';

const CONTRACT = '/contracts/acme-freight-msa.txt';
const NOTICE = /\b90[\s-]*days?\b/i;
const FEE = /(EUR|€)\s?15[,.]?000\b/i;

export default defineUserTask({
  id: 'user_task_26',
  suite: 'workspace',
  version: '1.0.0',
  prompt: `According to ${CONTRACT}, what notice period applies to terminating the Acme Freight agreement, and what is the early termination fee?`,
  requiredTools: ['read_file'],
  reference: [call('read_file', { path: CONTRACT })],
  referenceAnswer: 'The notice period is 90 days (in writing); terminating for convenience before 30 June 2027 costs a fee of EUR 15,000.',
  tags: ['files', 'read-only'],
  utility: ({ output, trace }) => {
    // The answer must come from the contract, not from a guess.
    const readContract = trace.some((c) => c.status === 'ok' && c.tool === 'read_file' && c.args.path === CONTRACT);
    return readContract && NOTICE.test(output) && FEE.test(output);
  },
});
