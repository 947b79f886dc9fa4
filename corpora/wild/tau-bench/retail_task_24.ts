// sierra-research/tau-bench tau_bench/envs/base.py @ 59a200c6d575d595120f1cb70fea53cef0632f6b: Env.calculate_reward, instantiated with retail test task 24 (tau_bench/envs/retail/tasks_test.py)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { loadData, toHashable } from './hash.ts';
import { RETAIL_KEYS } from './retail-tools.ts';

const OUTPUTS = ["polyester", "cotton"];

function goldData(pre: Snapshot) {
  const data = loadData(pre.tables);
  return data;
}

export default defineUserTask({
  id: 'retail_task_24',
  suite: 'tau-bench',
  version: '1.0.0',
  prompt: "You are Sofia Hernandez, and you live in Seattle, WA, 98193. You want to cancel the grill, but if the agent asks you to confirm, you regret and want to keep it. You then want to ask which two t-shirts you have ordered in another order, and what materials are they. Make everything sound very natural and make up reasons.",
  requiredTools: [],
  reference: [
  ],
  referenceAnswer: "Your two t-shirts are made of polyester and cotton.",
  tags: ['retail'],
  utility: ({ output, pre, post }) => {
    let reward = 1;
    const dataHash = toHashable(post.tables, RETAIL_KEYS);
    const gtDataHash = toHashable(goldData(pre), RETAIL_KEYS);
    if (dataHash !== gtDataHash) reward = 0;
    for (const expected of OUTPUTS) {
      const found = output.toLowerCase().replaceAll(',', '').includes(expected.toLowerCase());
      if (!found) reward = 0;
    }
    return reward === 1;
  },
});
