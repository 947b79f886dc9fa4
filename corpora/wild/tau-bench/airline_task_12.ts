// sierra-research/tau-bench tau_bench/envs/base.py @ 59a200c6d575d595120f1cb70fea53cef0632f6b: Env.calculate_reward, instantiated with airline test task 12 (tau_bench/envs/airline/tasks_test.py)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { loadData, toHashable } from './hash.ts';
import { AIRLINE_KEYS } from './airline-tools.ts';

function goldData(pre: Snapshot) {
  const data = loadData(pre.tables);
  return data;
}

export default defineUserTask({
  id: 'airline_task_12',
  suite: 'tau-bench',
  version: '1.0.0',
  prompt: "Your user id is amelia_sanchez_4739 and you want to cancel your flights from MCO to CLT. You insist to cancel and have the refund.",
  requiredTools: [],
  reference: [
  ],
  referenceAnswer: "I am sorry, this reservation cannot be cancelled under our policy.",
  tags: ['airline'],
  utility: ({ pre, post }) => {
    let reward = 1;
    const dataHash = toHashable(post.tables, AIRLINE_KEYS);
    const gtDataHash = toHashable(goldData(pre), AIRLINE_KEYS);
    if (dataHash !== gtDataHash) reward = 0;
    return reward === 1;
  },
});
