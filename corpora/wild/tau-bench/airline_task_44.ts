// sierra-research/tau-bench tau_bench/envs/base.py @ 59a200c6d575d595120f1cb70fea53cef0632f6b: Env.calculate_reward, instantiated with airline test task 44 (tau_bench/envs/airline/tasks_test.py)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { loadData, toHashable } from './hash.ts';
import { AIRLINE_KEYS } from './airline-tools.ts';

const OUTPUTS = ["4"];

function goldData(pre: Snapshot) {
  const data = loadData(pre.tables);
  return data;
}

export default defineUserTask({
  id: 'airline_task_44',
  suite: 'tau-bench',
  version: '1.0.0',
  prompt: "You are Anya Garcia (with ID: anya_garcia_5901). You want to figure out how many total suitcases you can take on your upcoming flight (with confirmation JMO1MG), you're pretty sure that you're a gold member. Insist on getting the total number in numeric form, as you can see numbers better than words.",
  requiredTools: [],
  reference: [
    externalCall("get_reservation_details", {"reservation_id": "JMO1MG"}),
    externalCall("get_user_details", {"user_id": "anya_garcia_5901"}),
  ],
  referenceAnswer: "As a gold member you can take 4 checked suitcases in total.",
  tags: ['airline'],
  utility: ({ output, pre, post }) => {
    let reward = 1;
    const dataHash = toHashable(post.tables, AIRLINE_KEYS);
    const gtDataHash = toHashable(goldData(pre), AIRLINE_KEYS);
    if (dataHash !== gtDataHash) reward = 0;
    for (const expected of OUTPUTS) {
      const found = output.toLowerCase().replaceAll(',', '').includes(expected.toLowerCase());
      if (!found) reward = 0;
    }
    return reward === 1;
  },
});
