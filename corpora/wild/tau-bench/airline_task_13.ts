// sierra-research/tau-bench tau_bench/envs/base.py @ 59a200c6d575d595120f1cb70fea53cef0632f6b: Env.calculate_reward, instantiated with airline test task 13 (tau_bench/envs/airline/tasks_test.py)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { loadData, toHashable } from './hash.ts';
import { AIRLINE_KEYS } from './airline-tools.ts';

function goldData(pre: Snapshot) {
  const data = loadData(pre.tables);
  // transfer_to_human_agents is a terminate tool: calculate_reward does not replay it (and it changes no data).
  return data;
}

export default defineUserTask({
  id: 'airline_task_13',
  suite: 'tau-bench',
  version: '1.0.0',
  prompt: "Your user id is james_lee_6136. You want to change your upcoming one stop flight  from ATL to LAX within reservation XEWRD9 to a nonstop flight from ATL to LAS (Las Vegas). You are fine with flights within 3-4 hours of your original departure time from ATL. You are willing to pay a fee for the change, upto $100. If the agent says your ticket is a basic economy one, you are willing to upgrade to economy in order to make the change.",
  requiredTools: [],
  reference: [
    externalCall("transfer_to_human_agents", {"summary": "User wants to change my upcoming one stop flight from ATL to LAX within reservation XEWRD9 to a nonstop flight from ATL to LAS (Las Vegas). The reservation is partially used."}),
  ],
  referenceAnswer: "A partially used reservation cannot be modified here; I am transferring you to a human agent.",
  tags: ['airline'],
  utility: ({ pre, post }) => {
    let reward = 1;
    const dataHash = toHashable(post.tables, AIRLINE_KEYS);
    const gtDataHash = toHashable(goldData(pre), AIRLINE_KEYS);
    if (dataHash !== gtDataHash) reward = 0;
    return reward === 1;
  },
});
